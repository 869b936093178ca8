import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClassDefinition } from '../../../../realtime/protocol/ontology/axioms';
import { loadDefinition } from './definitionApi';

export type DefinitionState = { definition: ClassDefinition | null; error: unknown; reload: () => void; show: (definition: ClassDefinition) => void };

/**
 * A class's definition, read again on reload() (a colleague's change) and replaced by what a save
 * answered; an answer that arrives after a newer one is dropped, so a slow read never undoes a save.
 */
export function useDefinition(classId: string, lang: string, rightsVersion: unknown): DefinitionState {
  const [definition, setDefinition] = useState<ClassDefinition | null>(null);
  const [error, setError] = useState<unknown>(null);
  const ticket = useRef(0);
  const reload = useCallback(() => {
    const mine = ++ticket.current;
    loadDefinition(classId, lang).then(
      (loaded) => mine === ticket.current && (setDefinition(loaded), setError(null)),
      (failure: unknown) => mine === ticket.current && setError(failure),
    );
  }, [classId, lang]);
  useEffect(() => {
    setDefinition(null);
    reload();
  }, [reload, rightsVersion]);
  const show = useCallback((next: ClassDefinition) => {
    ticket.current += 1;
    setDefinition(next);
  }, []);
  return { definition, error, reload, show };
}
