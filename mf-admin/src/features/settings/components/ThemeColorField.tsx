import { Alert, Input, Space } from 'antd';
import { contrastRatio, isColor, MIN_CONTRAST } from '../contrast';

/**
 * The theme colour with its two contrasts: white text on it (buttons, the tab bar) and it as text on white
 * (links, prices). Under 4.5:1 either way it warns: the colour can still be saved, but some people cannot read it.
 */
export function ThemeColorField({ value = '', onChange }: { value?: string; onChange?: (v: string) => void }) {
  const onWhite = isColor(value) ? contrastRatio(value, '#ffffff') : null;
  return (
    <>
      <Space>
        <input
          type="color"
          aria-label="选择主题色"
          value={isColor(value) ? value : '#675643'}
          onChange={(e) => onChange?.(e.target.value)}
          style={{ width: 48, height: 32, padding: 0, border: 'none' }}
        />
        <Input aria-label="主题色" value={value} onChange={(e) => onChange?.(e.target.value.trim())} style={{ width: 120 }} maxLength={7} />
        {isColor(value) && <span style={{ background: value, color: '#fff', padding: '4px 12px', borderRadius: 4 }}>白字示例</span>}
        {isColor(value) && (
          <span style={{ color: value, border: '1px solid #d9d9d9', padding: '4px 12px', borderRadius: 4, background: '#fff' }}>
            文字示例
          </span>
        )}
      </Space>
      {onWhite !== null && onWhite < MIN_CONTRAST && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginTop: 8 }}
          message={`对比度不足：白色文字在该颜色上、以及该颜色的文字在白底上的对比度为 ${onWhite.toFixed(2)}:1，低于 4.5:1，部分用户可能看不清`}
        />
      )}
      {onWhite !== null && onWhite >= MIN_CONTRAST && (
        <div style={{ marginTop: 8, color: '#3f6600' }}>对比度 {onWhite.toFixed(2)}:1，符合无障碍要求</div>
      )}
    </>
  );
}
