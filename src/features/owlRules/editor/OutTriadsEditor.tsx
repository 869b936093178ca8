import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickBox, matching, type Pickable } from '../../../components/PickBox';
import { COMPUTE_BUILTINS, type Operand, type OutTriad } from '../../../../realtime/protocol/owlRules';
import { targetKindOf } from '../model/ruleKind';
import { nameIn, propertiesOfClass, type RuleCatalog } from '../model/ruleCatalog';
import { addOut, classOfTriad, removeOut, updateOut, type StructureDraft } from '../model/ruleStructure';
import { triadLabel } from '../model/triadWords';
import { FIELD, REMOVE, SECTION, SECTION_TITLE } from './editorLook';

type Props = { structure: StructureDraft; catalog: RuleCatalog; readOnly: boolean; onChange: (structure: StructureDraft) => void };

// an operand in a select: a variable's data property, or a value typed in
const LITERAL = 'literal';
const operandKey = (o: Operand): string => ('triad' in o ? `${o.triad}|${o.prop}` : LITERAL);

/** The "then" part: what the rule derives for a variable — membership of a class, a link, or a value. */
export function OutTriadsEditor({ structure, catalog, readOnly, onChange }: Props) {
  const { t } = useTranslation();
  const [forTriad, setForTriad] = useState('');
  const unknown = t('owlRules.structure.unknownClass');
  const label = (triad: string) => triadLabel(structure, catalog, triad, unknown);
  const subject = structure.triads.some((tr) => tr.id === forTriad) ? forTriad : (structure.triads[0]?.id ?? '');
  const propsOf = (triad: string, kind: 'data' | 'object') => {
    const classId = classOfTriad(structure, triad);
    return classId ? propertiesOfClass(catalog, classId, kind) : [];
  };
  const dataOperands = structure.triads.flatMap((tr) => propsOf(tr.id, 'data').map((p) => ({ key: `${tr.id}|${p.id}`, text: `${label(tr.id)} · ${p.name}`, operand: { triad: tr.id, prop: p.id } })));
  const set = (id: string, patch: Partial<Omit<OutTriad, 'id'>>) => onChange(updateOut(structure, id, patch));

  function targets(text: string): Pickable[] {
    const classes = matching([...catalog.classes.values()], text, 15).map((c) => ({ id: c.id, name: c.name, hint: t('owlRules.out.isClass') }));
    const props = matching([...propsOf(subject, 'object'), ...propsOf(subject, 'data')], text, 15).map((p) => ({ id: p.id, name: p.name, hint: t(p.kind === 'object' ? 'owlRules.out.isLink' : 'owlRules.out.isValue') }));
    return [...props, ...classes];
  }

  function add(target: string) {
    const kind = targetKindOf(catalog, target);
    if (!subject || !kind) return;
    const other = structure.triads.find((tr) => tr.id !== subject)?.id;
    onChange(addOut(structure, { triad: subject, target, builtin: 'value', args: kind === 'data' ? [{ literal: '' }] : [], ...(kind === 'object' && other ? { object: other } : {}) }));
  }

  function operandFrom(key: string, previous: Operand): Operand {
    if (key === LITERAL) return 'literal' in previous ? previous : { literal: '' };
    return dataOperands.find((o) => o.key === key)?.operand ?? previous;
  }

  return (
    <section className={SECTION} data-testid="rule-outs">
      <h2 className={SECTION_TITLE}>{t('owlRules.out.title')}</h2>
      {structure.out_triad.length === 0 && <p className="text-xs text-gray-500">{t('owlRules.out.none')}</p>}
      {structure.out_triad.map((out, i) => {
        const kind = targetKindOf(catalog, out.target);
        return (
          <div key={out.id} className="flex flex-col gap-1 border-b border-gray-100 pb-2 text-sm last:border-b-0" data-testid={`rule-out-${i}`}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-gray-800">{label(out.triad)}</span>
              <span className="text-gray-600">{kind === 'class' ? t('owlRules.out.becomes') : kind === 'object' ? t('owlRules.out.gets') : t('owlRules.out.getsValue')}</span>
              <span className="font-medium text-primary" data-testid={`rule-out-${i}-target`}>{nameIn(catalog, out.target) || t('owlRules.structure.unknownProperty')}</span>
              {kind === 'object' && (
                <select className={FIELD} aria-label={t('owlRules.out.linkTo')} value={out.object ?? ''} disabled={readOnly} onChange={(e) => set(out.id, { object: e.target.value })}>
                  {structure.triads.map((tr) => (
                    <option key={tr.id} value={tr.id}>
                      {label(tr.id)}
                    </option>
                  ))}
                </select>
              )}
              {!readOnly && (
                <button type="button" className={`${REMOVE} ml-auto`} aria-label={t('owlRules.out.remove')} onClick={() => onChange(removeOut(structure, out.id))}>
                  ×
                </button>
              )}
            </div>
            {kind === 'data' && (
              <div className="flex flex-wrap items-center gap-2 pl-4">
                <select className={FIELD} aria-label={t('owlRules.out.builtin')} value={out.builtin} disabled={readOnly} onChange={(e) => set(out.id, { builtin: e.target.value as OutTriad['builtin'], args: e.target.value === 'value' ? out.args.slice(0, 1) : out.args.length >= 2 ? out.args : [...out.args, { literal: '' }] })} data-testid={`rule-out-${i}-builtin`}>
                  {COMPUTE_BUILTINS.map((b) => (
                    <option key={b} value={b}>
                      {t(`owlRules.out.builtins.${b}`)}
                    </option>
                  ))}
                </select>
                {out.args.map((arg, j) => (
                  <span key={j} className="flex items-center gap-1">
                    <select className={FIELD} aria-label={t('owlRules.out.argument', { n: j + 1 })} value={operandKey(arg)} disabled={readOnly} onChange={(e) => set(out.id, { args: out.args.map((a, k) => (k === j ? operandFrom(e.target.value, a) : a)) })} data-testid={`rule-out-${i}-arg-${j}`}>
                      <option value={LITERAL}>{t('owlRules.out.literal')}</option>
                      {dataOperands.map((o) => (
                        <option key={o.key} value={o.key}>
                          {o.text}
                        </option>
                      ))}
                    </select>
                    {'literal' in arg && (
                      <input className={`${FIELD} w-32`} aria-label={t('owlRules.out.literalValue', { n: j + 1 })} value={String(arg.literal)} readOnly={readOnly} onChange={(e) => set(out.id, { args: out.args.map((a, k) => (k === j ? { literal: e.target.value } : a)) })} data-testid={`rule-out-${i}-literal-${j}`} />
                    )}
                    {!readOnly && out.builtin !== 'value' && out.args.length > 2 && (
                      <button type="button" className={REMOVE} aria-label={t('owlRules.out.removeArgument')} onClick={() => set(out.id, { args: out.args.filter((_a, k) => k !== j) })}>
                        ×
                      </button>
                    )}
                  </span>
                ))}
                {!readOnly && out.builtin !== 'value' && (
                  <button type="button" className="text-xs text-primary hover:underline" onClick={() => set(out.id, { args: [...out.args, { literal: '' }] })}>
                    + {t('owlRules.out.addArgument')}
                  </button>
                )}
              </div>
            )}
          </div>
        );
      })}
      {!readOnly && structure.triads.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 border-t border-gray-100 pt-2 text-sm">
          <span className="text-gray-600">{t('owlRules.out.addFor')}</span>
          <select className={FIELD} aria-label={t('owlRules.out.addFor')} value={subject} onChange={(e) => setForTriad(e.target.value)} data-testid="rule-out-for">
            {structure.triads.map((tr) => (
              <option key={tr.id} value={tr.id}>
                {label(tr.id)}
              </option>
            ))}
          </select>
          <PickBox className="w-72" showAll placeholder={t('owlRules.out.addTarget')} search={targets} onPick={(picked) => add(picked.id)} testId="rule-out-add" />
        </div>
      )}
    </section>
  );
}
