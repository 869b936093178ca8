import type { AppContext } from '../../context';
import { SECTIONS, type Section, type ShellSettings } from '../../../realtime/protocol/shell/settings';
import { reportedVersion } from '../../testOverrides';

/** How this installation shapes the browser shell, from the operator's environment. */
export function presentShellSettings(ctx: AppContext): ShellSettings {
  const { shell } = ctx.config;
  const disabled = new Set<Section>(shell.disabledSections);
  return {
    shortName: shell.shortName,
    // the same version x-powered-by reports, so a forced one reads the same in both places
    version: reportedVersion(ctx),
    blockedRoutes: shell.blockedRoutes,
    sections: Object.fromEntries(SECTIONS.map((section) => [section, !disabled.has(section)])) as Record<Section, boolean>,
    links: { ...shell.links },
    accountDeletionDays: ctx.config.accountDeletionDays,
    testControls: ctx.config.testControls,
  };
}
