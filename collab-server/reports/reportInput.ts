import type { SaveReport, SourceSettings } from '../../realtime/protocol/reports';
import { sourceSettingsSchema } from '../../realtime/protocol/reports';
import { parseTemplate } from '../../model/reports/templateSyntax';
import { invalid } from '../problems';
import { REPORT_MESSAGES, templateProblemMessage } from './reportMessages';

/**
 * A report as it may be stored: every source has settings (a free alias `sN` when none were
 * given), no source twice, aliases unique, no settings for a search that is not a source, and a
 * template whose every placeholder reads and names one of the sources. Otherwise a problem that
 * names the first fault (all template problems in `details.problems`), and nothing is written.
 */
export function checkedReport(input: SaveReport): SaveReport {
  const seen = new Set<string>();
  for (const id of input.source) {
    if (seen.has(id)) throw invalid(REPORT_MESSAGES.duplicateSource(id));
    seen.add(id);
  }
  for (const id of Object.keys(input.ssData)) if (!seen.has(id)) throw invalid(REPORT_MESSAGES.settingsWithoutSource(id));

  const taken = new Set<string>();
  for (const settings of Object.values(input.ssData)) {
    if (taken.has(settings.alias)) throw invalid(REPORT_MESSAGES.aliasTaken(settings.alias));
    taken.add(settings.alias);
  }
  const ssData: Record<string, SourceSettings> = {};
  let next = 1;
  for (const id of input.source) {
    const given = input.ssData[id];
    if (given) {
      ssData[id] = given;
      continue;
    }
    while (taken.has(`s${next}`)) next++;
    taken.add(`s${next}`);
    ssData[id] = sourceSettingsSchema.parse({ alias: `s${next}` });
  }

  const { problems } = parseTemplate(input.template, [...taken]);
  const [first] = problems;
  if (first) throw invalid(templateProblemMessage(first), { problems: problems.map((p) => ({ ...p, message: templateProblemMessage(p) })) });
  return { ...input, ssData };
}
