import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { PickBox, matching } from '../../../components/PickBox';
import { nameIn, propertiesOfClass, withAncestors, type RuleCatalog } from '../model/ruleCatalog';
import { addLink, addTriad, classOfTriad, removeLink, removeTriad, type StructureDraft } from '../model/ruleStructure';
import { triadLabel } from '../model/triadWords';
import { CHIP, FIELD, REMOVE, SECTION, SECTION_TITLE } from './editorLook';

type Props = { structure: StructureDraft; catalog: RuleCatalog; readOnly: boolean; onChange: (structure: StructureDraft) => void };

// the target of a new link: a variable already in the rule, or a new one of the property's range
const NEW_TRIAD = '';

/**
 * The "if" part of the rule: the classes it speaks of (each a variable) and the object properties
 * that link them (class —property→ class).
 */
export function ConditionsEditor({ structure, catalog, readOnly, onChange }: Props) {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [prop, setProp] = useState('');
  const [to, setTo] = useState(NEW_TRIAD);
  const unknown = t('owlRules.structure.unknownClass');
  const label = (triad: string) => triadLabel(structure, catalog, triad, unknown);

  const fromTriad = structure.triads.some((tr) => tr.id === from) ? from : (structure.triads[0]?.id ?? '');
  const fromClass = classOfTriad(structure, fromTriad);
  const links = fromClass ? propertiesOfClass(catalog, fromClass, 'object') : [];
  const chosen = links.find((p) => p.id === prop) ?? links[0] ?? null;
  // a variable fits as the link's target when its class is the range or below it
  const targets = chosen ? structure.triads.filter((tr) => !chosen.range || withAncestors(catalog, tr.classId).has(chosen.range)) : [];
  const target = targets.some((tr) => tr.id === to) ? to : NEW_TRIAD;

  function pickClass(classId: string) {
    onChange(addTriad(structure, classId, nameIn(catalog, classId)).draft);
  }

  function link() {
    if (!chosen || !fromTriad) return;
    let next = structure;
    let toTriad = target;
    if (toTriad === NEW_TRIAD) {
      const rangeClass = chosen.range ?? fromClass ?? '';
      const added = addTriad(next, rangeClass, nameIn(catalog, rangeClass));
      next = added.draft;
      toTriad = added.triad;
    }
    onChange(addLink(next, { triad1: fromTriad, triad2: toTriad, link_type: chosen.id, name: chosen.name }));
  }

  return (
    <section className={SECTION} data-testid="rule-conditions">
      <h2 className={SECTION_TITLE}>{t('owlRules.structure.conditions')}</h2>
      <p className="text-xs text-gray-500">{t('owlRules.structure.conditionsHint')}</p>
      <div className="flex flex-wrap items-center gap-2">
        {structure.triads.map((tr) => (
          <span key={tr.id} className={CHIP} data-testid="rule-triad">
            {label(tr.id)}
            {!readOnly && (
              <button type="button" className={REMOVE} aria-label={t('owlRules.structure.removeTriad', { name: label(tr.id) })} onClick={() => onChange(removeTriad(structure, tr.id))}>
                ×
              </button>
            )}
          </span>
        ))}
        {!readOnly && (
          <PickBox
            className="w-64"
            placeholder={t('owlRules.structure.addClass')}
            search={(text) => matching([...catalog.classes.values()], text)}
            onPick={(picked) => pickClass(picked.id)}
            testId="rule-add-class"
          />
        )}
      </div>
      {structure.triad_link.length > 0 && (
        <ul className="flex flex-col gap-1">
          {structure.triad_link.map((l) => (
            <li key={l.id} className="flex items-center gap-2 text-sm" data-testid="rule-link">
              <span className="text-gray-800">{label(l.triad1)}</span>
              <span className="text-primary">— {nameIn(catalog, l.link_type) || l.name} →</span>
              <span className="text-gray-800">{label(l.triad2)}</span>
              {!readOnly && (
                <button type="button" className={REMOVE} aria-label={t('owlRules.structure.removeLink')} onClick={() => onChange(removeLink(structure, l.id))}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && structure.triads.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 border-t border-gray-100 pt-2 text-sm">
          <span className="text-gray-600">{t('owlRules.structure.linkFrom')}</span>
          <select className={FIELD} aria-label={t('owlRules.structure.linkFrom')} value={fromTriad} onChange={(e) => setFrom(e.target.value)} data-testid="rule-link-from">
            {structure.triads.map((tr) => (
              <option key={tr.id} value={tr.id}>
                {label(tr.id)}
              </option>
            ))}
          </select>
          <select className={FIELD} aria-label={t('owlRules.structure.linkProperty')} value={chosen?.id ?? ''} disabled={links.length === 0} onChange={(e) => setProp(e.target.value)} data-testid="rule-link-property">
            {links.length === 0 && <option value="">{t('owlRules.structure.noLinks')}</option>}
            {links.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} → {p.range ? nameIn(catalog, p.range) || unknown : t('owlRules.structure.anyClass')}
              </option>
            ))}
          </select>
          <select className={FIELD} aria-label={t('owlRules.structure.linkTo')} value={target} disabled={!chosen} onChange={(e) => setTo(e.target.value)} data-testid="rule-link-to">
            <option value={NEW_TRIAD}>{t('owlRules.structure.newTriad', { name: chosen?.range ? nameIn(catalog, chosen.range) : (fromClass ? nameIn(catalog, fromClass) : '') })}</option>
            {targets.map((tr) => (
              <option key={tr.id} value={tr.id}>
                {label(tr.id)}
              </option>
            ))}
          </select>
          <Button onClick={link} disabled={!chosen} data-testid="rule-link-add">
            {t('owlRules.structure.addLink')}
          </Button>
        </div>
      )}
    </section>
  );
}
