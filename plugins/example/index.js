// An example Ontoweave plugin: a plain ES module the browser imports from
// <BASE_PATH>api/app/plugin-modules/example/index.js — no imports, no build step.
// The host it is given is described by PluginHost in src/state/pluginTypes.ts.

const TEXT = {
  ru: {
    title: 'Пример плагина',
    menu: 'Пример плагина',
    signedInAs: 'Вы вошли как',
    check: 'Проверить состояние сервера',
    checking: 'Проверяем…',
    status: 'Состояние сервера',
    failed: 'Не удалось получить состояние сервера',
  },
  en: {
    title: 'Example plugin',
    menu: 'Example plugin',
    signedInAs: 'Signed in as',
    check: 'Check the server status',
    checking: 'Checking…',
    status: 'Server status',
    failed: 'Could not get the server status',
  },
};

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Renders the plugin's page into `root`; returns the clean-up the host calls on leaving it. */
function mountPage(host, root) {
  const text = TEXT[host.locale] ?? TEXT.ru;
  const page = element('section', 'p-6 flex flex-col gap-4 items-start');
  page.dataset.testid = 'example-plugin';
  page.append(element('h1', 'text-2xl font-semibold', text.title));
  page.append(element('p', '', `${text.signedInAs}: ${host.user.name}`));

  const button = element('button', 'px-4 py-2 rounded bg-primary text-white', text.check);
  button.type = 'button';
  const output = element('p', '');
  output.dataset.testid = 'example-plugin-status';
  output.setAttribute('role', 'status');

  // a page left while the request runs must not be written into
  let alive = true;
  const check = async () => {
    button.disabled = true;
    output.textContent = text.checking;
    try {
      const headers = {};
      const authorization = host.authorization();
      if (authorization) headers.authorization = authorization;
      const response = await fetch(host.apiUrl('public/ping'), { headers });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = await response.json();
      if (alive) output.textContent = `${text.status}: ${body.status}`;
    } catch (error) {
      if (alive) output.textContent = `${text.failed}: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      if (alive) button.disabled = false;
    }
  };
  const onClick = () => void check();
  button.addEventListener('click', onClick);
  page.append(button, output);
  root.append(page);

  return () => {
    alive = false;
    button.removeEventListener('click', onClick);
    page.remove();
  };
}

export function activate(host) {
  const text = TEXT[host.locale] ?? TEXT.ru;
  return {
    routes: [{ path: '/example-plugin', title: text.title, mount: (root) => mountPage(host, root) }],
    mainMenu: [{ label: text.menu, path: '/example-plugin' }],
    sidebar: [{ label: text.menu, path: '/example-plugin' }],
  };
}
