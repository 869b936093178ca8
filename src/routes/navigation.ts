// Code outside React (pollers, the API client) navigates through this; the router sets it at start.
type Navigate = (to: string | number, options?: { replace?: boolean }) => void;
let navigator: Navigate = (to) => {
  if (typeof to === 'number') window.history.go(to);
  else window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

/** Goes to an app path (without the base path), or moves in history with a number. */
export function navigateTo(to: string | number, options?: { replace?: boolean }): void {
  navigator(to, options);
}
