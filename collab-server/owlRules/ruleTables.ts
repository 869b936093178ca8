import type { ColumnType } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp, Timestamp } from '../store';

type Generated<T> = ColumnType<T, T | undefined, T>;
type GeneratedJson<T> = ColumnType<T, string | undefined, string>;

/** An OWL rule (migration 0026). */
export interface OwlRulesTable {
  id: string;
  name: string;
  kind: string;
  rule_text: Generated<string>;
  swrl: string;
  /** The drawn structure (realtime/protocol/owlRules.ts ruleStructureSchema), or null. */
  json_str: ColumnType<unknown, string | null | undefined, string | null>;
  no_connection_to_computed_prop: Generated<boolean>;
  subject_area: GeneratedJson<string[]>;
  map_id: string | null;
  author: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  version: Generated<number>;
  enabled: Generated<boolean>;
  /** Ids of the classes and properties the body reads / the head writes. */
  reads: GeneratedJson<string[]>;
  writes: GeneratedJson<string[]>;
}

/** A fact a rule derives: a class membership or one value of a property. */
export interface OwlRuleDerivedTable {
  id: Generated<string>;
  rule_id: string;
  inst: string;
  prop: string | null;
  class_id: string | null;
  t: string | null;
  n: number | null;
  b: boolean | null;
  d: Timestamp | null;
  r: string | null;
}

export interface OwlRuleTables {
  owl_rules: OwlRulesTable;
  owl_rule_derived: OwlRuleDerivedTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends OwlRuleTables {}
}
