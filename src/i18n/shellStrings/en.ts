import main from '../locales/en.json';
import domain from '../locales/parts/domain.en.json';
import home from '../locales/parts/home.en.json';
import manuals from '../locales/parts/manuals.en.json';
import menu from '../locales/parts/menu.en.json';
import pages from '../locales/parts/pages.en.json';
import platform from '../locales/parts/platform.en.json';
import quickLaunch from '../locales/parts/quickLaunch.en.json';
import rights from '../locales/parts/rights.en.json';
import routes from '../locales/parts/routes.en.json';
import terms from '../locales/parts/terms.en.json';

/**
 * The shell's strings in English (locales/en.json and the shell's parts, each under its area's
 * name): one module, so the first screen fetches one file of strings rather than eleven. The
 * parts named here are the ones i18n.ts's SHELL_PARTS lists and leaves out of its glob of parts.
 */
export default { ...main, domain, home, manuals, menu, pages, platform, quickLaunch, rights, routes, terms };
