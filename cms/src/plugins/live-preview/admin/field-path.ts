// The lists a field's path goes through in the edit view, from the content manager's layout and
// the form's values: "blocks.2.cards.0.title" is item 2 of the dynamic zone "Blocks", then item 0
// of the repeatable component "Cards" inside it. Each is an accordion that may be closed (its
// fields are not in the page until it opens), so focusing the field opens them in this order
// (focus-field.ts). Pure: no DOM, no React.

/** A field of the content manager's edit layout (the parts used here). */
export interface LayoutField {
  name: string;
  label: string;
  attribute: { type: string; component?: string; repeatable?: boolean };
}

/** The edit layout: the content type's panels of rows, and each component's rows. */
export interface EditLayout {
  layout: LayoutField[][][];
  components: Record<string, { layout: LayoutField[][] }>;
}

export interface ListStep {
  /** The list's own path ("blocks", "blocks.2.cards"). */
  path: string;
  index: number;
  /** The list's label in the edit view ("Blocks", "Cards"). */
  label: string;
  /** How many items the list holds now. */
  count: number;
}

export interface FieldRoute {
  lists: ListStep[];
  /** The field's own label ("Title"). */
  label: string;
}

type Values = Record<string, unknown>;

const isValues = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The route to the field at `path`, or null when the layout or the values have no such field. */
export function fieldRoute(path: string, layout: EditLayout, values: Values): FieldRoute | null {
  const parts = path.split('.');
  const lists: ListStep[] = [];
  let fields: LayoutField[] = layout.layout.flat(2);
  let value: Values = values;
  let prefix = '';
  for (let i = 0; i < parts.length; i++) {
    const field = fields.find((f) => f.name === parts[i]);
    if (!field) return null;
    const here = prefix ? `${prefix}.${field.name}` : field.name;
    const { type, component, repeatable } = field.attribute;
    if (i === parts.length - 1) return { lists, label: field.label };
    if (type === 'dynamiczone' || (type === 'component' && repeatable)) {
      const index = Number(parts[i + 1]);
      const list = value[field.name];
      if (!/^\d+$/.test(parts[i + 1] ?? '') || !Array.isArray(list) || !isValues(list[index])) return null;
      const item = list[index] as Values;
      const uid = type === 'dynamiczone' ? String(item.__component) : component!;
      if (!layout.components[uid]) return null;
      lists.push({ path: here, index, label: field.label, count: list.length });
      fields = layout.components[uid].layout.flat();
      value = item;
      prefix = `${here}.${index}`;
      i++;
    } else if (type === 'component') {
      const inner = value[field.name];
      if (!isValues(inner) || !component || !layout.components[component]) return null;
      fields = layout.components[component].layout.flat();
      value = inner;
      prefix = here;
    } else {
      return null;
    }
  }
  return null;
}
