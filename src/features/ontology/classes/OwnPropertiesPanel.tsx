import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { captionOf, cardinalityOf, dataTypeOf, rangeOf, type EntityRef, type OntologyEntity } from '../client';
import { dataTypeName } from '../shared/typeNames';
import { linkClass, tableClass, tdClass, thClass } from '../shared/ui/styles';
import { formatCardinality } from './cardinality';
import type { PropertyKind } from './propertyApi';
import { PropertyRowEditor } from './PropertyRowEditor';

export type OwnProperty = { kind: PropertyKind; entity: OntologyEntity };

type Props = {
  cls: EntityRef;
  properties: readonly OwnProperty[];
  /** The caller may change the ontology here: without it, the list is only read. */
  editable: boolean;
  /** A property was saved (the card reloads; other users' cards follow through the hub). */
  onSaved: (id: string) => void;
};

type Editing = { kind: PropertyKind; id: string | null };

const propertyPath = (kind: PropertyKind, id: string): string => `/${kind === 'object' ? 'props_list' : 'scalar_list'}/${id}`;

/** The class card's own properties (those whose domain is the class): listed, edited in place, and new ones added right here. */
export function OwnPropertiesPanel({ cls, properties, editable, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const [editing, setEditing] = useState<Editing | null>(null);
  const done = (id: string | null) => {
    setEditing(null);
    if (id) onSaved(id);
  };
  const editorFor = (kind: PropertyKind, entity: OntologyEntity | null) => <PropertyRowEditor key={entity?.id ?? `new-${kind}`} kind={kind} entity={entity} cls={cls} onDone={done} />;

  return (
    <div className="flex flex-col gap-2" data-testid="own-properties">
      {properties.length === 0 ? (
        <p className="text-sm text-gray-500">{t('classes.card.noProps')}</p>
      ) : (
        <table className={tableClass}>
          <thead>
            <tr>
              {[t('classes.card.propName'), t('classes.card.propKind'), t('classes.card.propType'), t('classes.card.cardinality'), ''].map((h, n) => (
                <th key={n} className={thClass}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {properties.map(({ kind, entity }) =>
              editing?.id === entity.id ? (
                <tr key={entity.id}>
                  <td className={tdClass} colSpan={5}>
                    {editorFor(kind, entity)}
                  </td>
                </tr>
              ) : (
                <tr key={entity.id} data-testid="own-prop-row" data-name={entity.name}>
                  <td className={tdClass}>
                    <Link className={linkClass} to={propertyPath(kind, entity.id)}>
                      {captionOf(entity, lang)}
                    </Link>
                  </td>
                  <td className={tdClass}>{kind === 'object' ? t('classes.card.kindObject') : t('classes.card.kindData')}</td>
                  <td className={tdClass}>
                    {kind === 'object' ? (
                      (() => {
                        const range = rangeOf(entity);
                        return range ? (
                          <Link className={linkClass} to={`/class_list/${range.id}`}>
                            {range.name}
                          </Link>
                        ) : (
                          '—'
                        );
                      })()
                    ) : (
                      dataTypeName(t, dataTypeOf(entity) || 'string')
                    )}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatCardinality(cardinalityOf(entity).min, cardinalityOf(entity).max)}</td>
                  <td className={`${tdClass} text-right`}>
                    {editable && (
                      <Button variant="link" onClick={() => setEditing({ kind, id: entity.id })} data-testid="own-prop-edit">
                        {t('classes.common.edit')}
                      </Button>
                    )}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      {editing && editing.id === null && editorFor(editing.kind, null)}
      {editable && !editing && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing({ kind: 'data', id: null })} data-testid="own-prop-add-data">
            + {t('classes.inline.addData')}
          </Button>
          <Button onClick={() => setEditing({ kind: 'object', id: null })} data-testid="own-prop-add-object">
            + {t('classes.inline.addObject')}
          </Button>
        </div>
      )}
    </div>
  );
}
