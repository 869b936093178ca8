import { compileDmn, type CompiledDmn } from '../compileDmn';
import type { DmnModel } from '../dmnModel';
import { loadDmn } from '../loadDmn';
import { readTestCases } from './tckCases';
import { difference } from './tckCompare';

export interface TckNodeResult {
  caseName: string;
  testId: string;
  node: string;
  passed: boolean;
  why: string | null;
}

/** The files of one TCK case folder: the models (the case's own first) and the test file. */
export interface TckCaseFiles {
  name: string;
  models: Array<{ file: string; xml: string }>;
  tests: string;
}

/** Loads a case's models (other models of the folder serve as imports) and compiles the case's own. */
export async function compileCase(files: TckCaseFiles): Promise<CompiledDmn> {
  const models: DmnModel[] = [];
  for (const m of files.models) models.push(await loadDmn(m.xml));
  const main = models.find((_, i) => files.models[i]?.file === `${files.name}.dmn`) ?? models[0];
  if (main === undefined) throw new Error(`no model in ${files.name}`);
  const imports: Record<string, DmnModel> = {};
  for (const m of models) if (m !== main) imports[m.namespace] = m;
  return compileDmn(main, { imports });
}

/** Runs every result node of a case; a model that does not load or compile fails all its nodes. */
export async function runTckCase(files: TckCaseFiles): Promise<TckNodeResult[]> {
  const cases = readTestCases(files.tests);
  let compiled: CompiledDmn | null = null;
  let loadError: string | null = null;
  try {
    compiled = await compileCase(files);
  } catch (e) {
    loadError = e instanceof Error ? e.message : String(e);
  }
  const out: TckNodeResult[] = [];
  for (const t of cases) {
    for (const r of t.results) {
      const base = { caseName: files.name, testId: t.id, node: r.name };
      if (compiled === null) {
        out.push({ ...base, passed: false, why: `model: ${loadError}` });
        continue;
      }
      let actual: unknown;
      try {
        actual = compiled.evaluate(r.name, t.inputs, { feelValues: true }).value;
      } catch (e) {
        actual = null;
        const why = difference(null, r.expected);
        if (why !== null) {
          out.push({ ...base, passed: false, why: `${e instanceof Error ? e.message : String(e)}` });
          continue;
        }
      }
      const why = difference(actual, r.expected);
      out.push({ ...base, passed: why === null, why });
    }
  }
  return out;
}
