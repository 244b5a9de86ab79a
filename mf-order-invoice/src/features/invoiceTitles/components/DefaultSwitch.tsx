interface DefaultSwitchProps {
  /** Given by the form item (valuePropName="checked"). */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}

/**
 * 设为默认, drawn as react-vant's Switch but a real, named one: react-vant's takes no name and ignores the
 * keyboard, this is a button with role=switch.
 */
export function DefaultSwitch({ checked = false, onChange }: DefaultSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label="设为默认抬头"
      className={`rv-switch${checked ? ' rv-switch--on' : ''}`}
      style={{ fontSize: 22, padding: 0 }}
      onClick={() => onChange?.(!checked)}
    >
      <span className="rv-switch__node" />
    </button>
  );
}
