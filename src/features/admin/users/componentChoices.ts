/**
 * The parts of the shell a user's hiddenComponents can hide, as the shell asks about them
 * (useIsHidden in src/shell: the top bar's buttons, the side menu, the main menu's items). The
 * administrator ticks them by their human names (admin.users.components.*); componentChoices.test
 * reads the shell's code so a new hideable part cannot be missing here.
 */
export const HIDEABLE_COMPONENTS = [
  'leftDrawer',
  'quickLaunch',
  'chat',
  'help',
  'defaultDomain',
  'copyLink',
  'print',
  'word',
  'mainMenu.language',
  'mainMenu.dashboard',
  'mainMenu.profile',
  'mainMenu.changePassword',
  'mainMenu.services',
  'mainMenu.contactDeveloper',
  'mainMenu.communityGroup',
  'mainMenu.whatsNew',
  'mainMenu.feedback',
  'mainMenu.maintenance',
  'mainMenu.deleteAccount',
] as const;

/** The locale key of a hideable part's name; null for an entry the shell does not know (kept and shown as typed). */
export const componentNameKey = (key: string): string | null => ((HIDEABLE_COMPONENTS as readonly string[]).includes(key) ? `admin.users.components.${key}` : null);
