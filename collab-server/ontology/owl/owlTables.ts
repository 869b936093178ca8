import type { ColumnType } from 'kysely';
import type { Axiom } from '../../../model/owl/axioms';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp } from '../../store';

type Generated<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string | T, string | T>;

/** One OWL axiom of a map (migration 0024). */
export interface OwlAxiomsTable {
  id: string;
  map_id: string;
  subject: string | null;
  kind: string;
  axiom: Json<Axiom>;
  /** Keys of the form-level facts this axiom is shown as (model/owl/factKeys.ts). */
  mirrors: ColumnType<string[], string | undefined, string>;
  position: Generated<number>;
  version: Generated<number>;
  author: string | null;
  updated_at: GeneratedTimestamp;
}

export interface OwlTables {
  owl_axioms: OwlAxiomsTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends OwlTables {}
}
