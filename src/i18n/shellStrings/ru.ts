import main from '../locales/ru.json';
import domain from '../locales/parts/domain.ru.json';
import home from '../locales/parts/home.ru.json';
import manuals from '../locales/parts/manuals.ru.json';
import menu from '../locales/parts/menu.ru.json';
import pages from '../locales/parts/pages.ru.json';
import platform from '../locales/parts/platform.ru.json';
import quickLaunch from '../locales/parts/quickLaunch.ru.json';
import rights from '../locales/parts/rights.ru.json';
import routes from '../locales/parts/routes.ru.json';
import terms from '../locales/parts/terms.ru.json';

/**
 * The shell's strings in Russian (locales/ru.json and the shell's parts, each under its area's
 * name): one module, so the first screen fetches one file of strings rather than eleven. The
 * parts named here are the ones i18n.ts's SHELL_PARTS lists and leaves out of its glob of parts.
 */
export default { ...main, domain, home, manuals, menu, pages, platform, quickLaunch, rights, routes, terms };
