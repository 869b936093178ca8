/** The base path the server serves the app under (BASE_PATH), handed over in index.html. */
export function basePath(): string {
  const meta = document.querySelector('meta[name="ontoweave-base"]');
  const value = meta?.getAttribute('content') ?? '/';
  return value.endsWith('/') ? value : `${value}/`;
}

export function apiUrl(path: string): string {
  return `${basePath()}api/${path.replace(/^\//, '')}`;
}
