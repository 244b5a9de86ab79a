import { useEffect, useMemo, useState } from 'react';
import type { CascaderOption } from 'react-vant/es/cascader';
import { errorMessage, toast } from '@conf/shared';
import { getChildren, getParents, type Named, type TwoLevelKind } from '../api/reference';
import { PopupOnTap } from './PopupOnTap';

interface TwoLevelInputProps {
  kind: TwoLevelKind;
  title: string;
  placeholder: string;
  /** "省/市" or "行业/细分行业", the names the server checks. */
  value?: string;
  onChange?: (value: string) => void;
}

// Each parent starts with an empty list of children: the cascader then knows there is a second level,
// and the list is filled from the server when that parent is chosen.
const asOptions = (rows: Named[], leaf: boolean): CascaderOption[] =>
  rows.map((r) => ({ text: r.name, value: r.name, id: r.id, ...(leaf ? {} : { children: [] }) }));

const loadCascader = () => import('react-vant/es/cascader').then((m) => ({ default: m.Cascader }));

/** Province/city or sector/sub-sector, the second level loaded when its parent is chosen. */
export function TwoLevelInput({ kind, title, placeholder, value, onChange }: TwoLevelInputProps) {
  const [options, setOptions] = useState<CascaderOption[]>([]);
  const [opened, setOpened] = useState(false);
  // The same array until the value changes: the cascader resets its selection whenever it gets a new one.
  const picked = useMemo(() => (value ? value.split('/') : []), [value]);

  useEffect(() => {
    if (!opened || options.length) return;
    getParents(kind).then(
      (rows) => setOptions(asOptions(rows, false)),
      (e) => toast.fail(errorMessage(e)),
    );
  }, [kind, opened, options.length]);

  const loadChildren = async (picked: string[], rows: CascaderOption[]) => {
    const parent = rows[0];
    if (picked.length !== 1 || !parent || (parent.children as CascaderOption[]).length) return;
    try {
      const children = asOptions(await getChildren(kind, parent.id as number), true);
      setOptions((all) => all.map((o) => (o.value === parent.value ? { ...o, children } : o)));
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  return (
    <PopupOnTap
      label={value || placeholder}
      picked={Boolean(value)}
      onFirstTap={() => setOpened(true)}
      load={loadCascader}
      popup={(Cascader, ref, button) => (
        <Cascader
          ref={ref}
          popup={{ round: true }}
          title={title}
          options={options}
          value={picked}
          onChange={loadChildren}
          onFinish={(picked) => onChange?.(picked.join('/'))}
        >
          {(_, __, actions) => button(actions)}
        </Cascader>
      )}
    />
  );
}
