import { COLUMN_TYPES, type ColumnType } from '../../../../realtime/protocol/dmn';
import { convertDmnVersion } from '../../../../model/dmn/dmnVersions';
import type { DmnJs, DmnJsConstructor, DmnModeling, DmnView, DmnViewer } from './dmnJsTypes';
import { columnElementOf } from './modelColumns';
import { dmnTranslations } from './dmnTranslations';
import { readUnicodeIds } from './unicodeIdReader';
import './dmnJsStyles';

/** The class the rows of highlighted rules carry (besides the page's style rule, which survives re-renders). */
export const HIGHLIGHT_CLASS = 'dmn-rule-highlighted';

/**
 * dmn-js opened on a DOM node, behind a small typed surface. dmn-js reads and writes DMN 1.3 while
 * decisions are stored as DMN 1.5: the XML is converted on the way in and on the way out. Changes
 * made in any view are reported (debounced) so the page can tell whether the model differs from what
 * was loaded and refresh the columns the side panels see.
 */
export class ModelerHandle {
  private baseline = '';
  private listeners = new Set<() => void>();
  private highlightStyle: HTMLStyleElement;
  private changeTimer: ReturnType<typeof setTimeout> | null = null;

  private constructor(
    private readonly dmnJs: DmnJs,
    readonly container: HTMLElement,
  ) {
    this.highlightStyle = document.createElement('style');
    container.append(this.highlightStyle);
    dmnJs.on('views.changed', () => this.changed());
    dmnJs.on('viewer.created', ({ viewer }: { viewer: DmnViewer }) => viewer.on('elements.changed', () => this.changed()));
  }

  /** Loads dmn-js (the modeler, or the viewer for read-only use) with its styles, on `container`. */
  static async create(container: HTMLElement, editable: boolean, language: string): Promise<ModelerHandle> {
    const loaded = editable ? await import('dmn-js/lib/Modeler') : await import('dmn-js/lib/Viewer');
    const Manager = loaded.default as DmnJsConstructor;
    const translate = dmnTranslations(language);
    // dmn-js gives each view its own options' modules (common ones are not merged in)
    const modules = { additionalModules: translate ? [translate] : [] };
    const dmnJs = new Manager({
      container,
      common: { dataTypes: [...COLUMN_TYPES] },
      drd: modules,
      decisionTable: modules,
      literalExpression: modules,
      boxedExpression: modules,
    });
    readUnicodeIds(dmnJs);
    return new ModelerHandle(dmnJs, container);
  }

  /** Opens a DMN 1.5 (or 1.3) model: one decision opens on its own view, several on the diagram. */
  async load(xml: string): Promise<void> {
    await this.dmnJs.importXML(convertDmnVersion(xml, '1.3'));
    const views = this.dmnJs.getViews();
    const logic = views.filter((v) => v.type !== 'drd');
    if (logic.length === 1 && logic[0] && this.dmnJs.getActiveView()?.type === 'drd') await this.dmnJs.open(logic[0]);
    this.baseline = await this.xml13();
    this.notify();
  }

  private async xml13(): Promise<string> {
    return (await this.dmnJs.saveXML({ format: true })).xml;
  }

  /** The model as it is now, DMN 1.5. */
  async xml(): Promise<string> {
    return convertDmnVersion(await this.xml13(), '1.5');
  }

  /** The model as it is now in the version asked for (an export of unsaved changes). */
  async xmlAs(version: '1.3' | '1.5'): Promise<string> {
    return version === '1.3' ? this.xml13() : this.xml();
  }

  /** Whether the model differs from what was last loaded or marked saved. */
  async differs(): Promise<boolean> {
    return (await this.xml13()) !== this.baseline;
  }

  /** What is on screen now is what is stored. */
  async markSaved(): Promise<void> {
    this.baseline = await this.xml13();
  }

  definitions() {
    return this.dmnJs.getDefinitions();
  }

  views(): DmnView[] {
    return this.dmnJs.getViews();
  }

  activeView(): DmnView | undefined {
    return this.dmnJs.getActiveView();
  }

  async open(view: DmnView): Promise<void> {
    await this.dmnJs.open(view);
    this.notify();
  }

  /** Opens the view of a decision (by its id), unless it is open already. */
  async openDecision(decisionId: string): Promise<boolean> {
    if (this.activeView()?.element.id === decisionId) return true;
    const view = this.views().find((v) => v.element.id === decisionId);
    if (!view) return false;
    await this.open(view);
    return true;
  }

  /** Called (debounced) whenever the model or the open view changes. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    if (this.changeTimer) clearTimeout(this.changeTimer);
    this.changeTimer = setTimeout(() => this.notify(), 150);
  }

  private notify(): void {
    this.changeTimer = null;
    for (const listener of this.listeners) listener();
  }

  /**
   * Highlights rules of a decision's table (opening it): a style rule on their cells (dmn-js
   * re-renders rows, the rule stays) and a class on their rows; [] clears.
   */
  async highlightRules(decisionId: string, ruleIds: string[]): Promise<void> {
    for (const row of this.container.querySelectorAll(`.${HIGHLIGHT_CLASS}`)) row.classList.remove(HIGHLIGHT_CLASS);
    // rule ids are XML names, Cyrillic letters included: escaped for CSS, not filtered to ASCII
    const selectors = ruleIds.map((id) => `td[data-row-id="${CSS.escape(id)}"]`);
    this.highlightStyle.textContent = selectors.map((cell) => `.dmn-decision-table-container ${cell}{background:#fef3c7 !important;}`).join('\n');
    if (selectors.length === 0 || !(await this.openDecision(decisionId))) return;
    // the table renders after the view opens
    requestAnimationFrame(() => {
      for (const selector of selectors) for (const cell of this.container.querySelectorAll(selector)) cell.closest('tr')?.classList.add(HIGHLIGHT_CLASS);
    });
  }

  /**
   * Sets a column's typeRef: through the table's modeling when its table is open (so the screen and
   * undo follow), else on the model element itself.
   */
  setColumnType(decisionId: string, columnId: string, type: ColumnType): void {
    const column = columnElementOf(this.definitions(), decisionId, columnId);
    if (!column) return;
    const target = column.kind === 'input' ? column.element.inputExpression : column.element;
    if (!target || target.typeRef === type) return;
    const viewer = this.activeView()?.element.id === decisionId ? this.dmnJs.getActiveViewer() : undefined;
    const modeling = viewer?.get<DmnModeling & { editInputExpressionTypeRef?: unknown }>('modeling', false);
    if (modeling) modeling.updateProperties(target, { typeRef: type });
    else target.typeRef = type;
    this.changed();
  }

  destroy(): void {
    if (this.changeTimer) clearTimeout(this.changeTimer);
    this.listeners.clear();
    this.highlightStyle.remove();
    this.dmnJs.destroy();
  }
}
