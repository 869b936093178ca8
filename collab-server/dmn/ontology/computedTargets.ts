import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { OutputWriteBack } from '../../../realtime/protocol/dmn';
import { INTRINSIC_PROPS, type DataType } from '../../../realtime/protocol/metaModel';
import { invalid } from '../../problems';
import { loadKnownProperties } from '../../ontologyStore';
import type { OutputColumn } from './boundColumns';
import { targetMismatch } from './outputCells';
import { ONTOLOGY_MESSAGES } from './ontologyMessages';

/** Where one output goes: the output's name in the evaluated row, the property and its value type. */
export interface WriteTarget {
  columnId: string;
  outputName: string;
  propId: string;
  propName: string;
  propType: DataType;
}

/**
 * The write-backs of a computed setting checked against the decision and the ontology: the output
 * column exists, the property exists, is a data property of a type the column's values fit, and no
 * property takes two outputs. `strict`: refuse (PUT); otherwise leave out what no longer holds
 * (a property deleted or retyped since — the decision is flagged for it).
 */
export async function resolveTargets(db: Kysely<Database>, outputs: readonly OutputColumn[], writeBacks: readonly OutputWriteBack[], strict: boolean): Promise<WriteTarget[]> {
  const defs = await loadKnownProperties(db, writeBacks.map((w) => w.propId));
  const targets: WriteTarget[] = [];
  const refuse = (message: string): void => {
    if (strict) throw invalid(message);
  };
  for (const wb of writeBacks) {
    const column = outputs.find((o) => o.columnId === wb.columnId);
    if (!column) {
      refuse(ONTOLOGY_MESSAGES.noOutputColumn(wb.columnId));
      continue;
    }
    const def = defs.get(wb.propId);
    if (!def) {
      refuse(ONTOLOGY_MESSAGES.noTargetProperty(column.name));
      continue;
    }
    if (INTRINSIC_PROPS.includes(def.id)) {
      refuse(ONTOLOGY_MESSAGES.targetIsIntrinsic(def.name));
      continue;
    }
    const mismatch = targetMismatch(def.name, def.type, column.name, column.typeRef);
    if (mismatch) {
      refuse(mismatch);
      continue;
    }
    if (targets.some((t) => t.propId === def.id)) {
      refuse(ONTOLOGY_MESSAGES.sameTargetTwice(def.name));
      continue;
    }
    targets.push({ columnId: column.columnId, outputName: column.name, propId: def.id, propName: def.name, propType: def.type as DataType });
  }
  return targets;
}
