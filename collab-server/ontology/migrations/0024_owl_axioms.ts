import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// Every OWL axiom of an ontology map (issue 16), in the structural shape of model/owl/axioms.ts.
// The forms (classes, parents, labels, properties, individuals) stay the working copy of what they
// show; an axiom they show lists the keys of those facts in `mirrors`, and is written back on export
// only while its facts still hold — so an import followed by an export gives the file back, and
// an edit in a form is not contradicted by the axiom it came from.
// - `subject`: IRI of the entity the axiom is about (the class of a SubClassOf), for the class card.
// - `position`: order in the document, so an export keeps it.
// - `version`: raised by every change, for the class card's conflict check.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table owl_axioms (
      id uuid primary key,
      map_id uuid not null references instances(id) on delete cascade,
      subject text,
      kind text not null,
      axiom jsonb not null,
      mirrors jsonb not null default '[]',
      position integer not null default 0,
      version integer not null default 1,
      author uuid,
      updated_at timestamptz not null default now()
    );
    create index owl_axioms_map on owl_axioms(map_id, position);
    create index owl_axioms_subject on owl_axioms(subject, map_id);
  `,
  );
}
