import reactVantEs from '../loaders/react-vant-es.cjs';

/** A real file of react-vant's ES build (as @conf/shared resolves it), as the loader turns it. */
const transformedReal = (file: string): string =>
  reactVantEs(
    require('node:fs').readFileSync(
      require.resolve(`react-vant/es/${file}`, { paths: [require.resolve('@conf/shared/package.json')] }),
      'utf8',
    ),
  );

it('turns an import from the icon index into one import per icon, renames kept', () => {
  const source = "import { Cross, Search as SearchIco } from '@react-vant/icons';\nimport React from 'react';";
  expect(reactVantEs(source)).toBe(
    "import Cross from '@react-vant/icons/es/Cross';\nimport SearchIco from '@react-vant/icons/es/Search';\nimport React from 'react';",
  );
});

it('leaves per-icon imports and other packages alone', () => {
  const source = "import Arrow from '@react-vant/icons/es/Arrow';\nimport { Button } from 'react-vant/es/button';";
  expect(reactVantEs(source)).toBe(source);
});

it('rewrites every such import in a module', () => {
  const out = reactVantEs('import { Clear } from \'@react-vant/icons\';\nimport { Arrow, ArrowDown } from "@react-vant/icons"');
  expect(out.match(/from '@react-vant\/icons\/es\/\w+'/g)).toEqual([
    "from '@react-vant/icons/es/Clear'",
    "from '@react-vant/icons/es/Arrow'",
    "from '@react-vant/icons/es/ArrowDown'",
  ]);
  expect(out).not.toContain("'@react-vant/icons'");
});

it("drops a component's own stylesheet import, the kit's CSS being loaded whole", () => {
  const source = 'import "./style/index.css";\nimport _Button from \'./Button\';\nimport "./other.css";';
  expect(reactVantEs(source)).toBe('import _Button from \'./Button\';\nimport "./other.css";');
});

it('gives the ConfigProvider the zh-CN texts from their own file, not from the index of all six languages', () => {
  const source =
    "import { createContext } from 'react';\nimport { zhCN as locale } from '../locale';\nexport default createContext({ locale });";
  expect(reactVantEs(source)).toBe(
    "import { createContext } from 'react';\nimport locale from '../locale/lang/zh-CN';\nexport default createContext({ locale });",
  );
});

it("fetches Field's Dialog when its tooltip is tapped, not with the field", () => {
  const source =
    "import Cell from '../cell';\nimport Dialog from '../dialog';\nimport Input from '../input';\nconst tip = { onClick: () => Dialog.show(dialogProps) };";
  expect(reactVantEs(source)).toBe(
    "import Cell from '../cell';\nimport Input from '../input';\nconst tip = { onClick: () => import('../dialog').then(({ default: Dialog }) => Dialog.show(dialogProps)) };",
  );
});

it('leaves a Dialog import alone where it is used otherwise', () => {
  const source = "import Dialog from '../dialog';\nexport const el = <Dialog visible />;";
  expect(reactVantEs(source)).toBe(source);
});

it("leaves out Empty's built-in network picture, the site drawing its own", () => {
  const source =
    "import clsx from 'clsx';\nimport { Network } from './Network';\nconst f = (image) => {\n  if (image === 'network') {\n    return Network;\n  }\n};";
  expect(reactVantEs(source)).toBe(
    "import clsx from 'clsx';\nconst f = (image) => {\n  if (image === 'network') {\n    return null;\n  }\n};",
  );
});

it("leaves Empty's real source as it is but for the picture", () => {
  const out = transformedReal('empty/Empty.js');
  expect(out).not.toContain('./Network');
  expect(out).toContain("if (image === 'network') {\n      return null;");
});

it.each(['nav-bar/Navbar.js', 'tabbar/Tabbar.js'])('lets the real %s measure its height only for a placeholder', (name) => {
  const out = transformedReal(name);
  expect(out).toMatch(/useHeight\(props\.fixed && props\.placeholder \? \w+ : \{ current: null \}\)/);
  expect(out.match(/useHeight\(/g)).toHaveLength(1);
});

it('leaves a height measure alone where no placeholder is rendered', () => {
  const source = "import useHeight from '../hooks/use-height';\nconst height = useHeight(root);";
  expect(reactVantEs(source)).toBe(source);
});

it("fetches the real Uploader's ImagePreview (and its Swiper) when a preview is tapped, not with the uploader", () => {
  const out = transformedReal('uploader/Uploader.js');
  expect(out).not.toMatch(/^import ImagePreview from/m);
  expect(out).toMatch(
    /import\('\.\.\/image-preview'\)\.then\(\(\{ default: ImagePreview \}\) => \{ imagePreview\.current = ImagePreview\.open\(extend\(\{[\s\S]*?props\.previewOptions\)\); \}\);/,
  );
});

it('leaves an ImagePreview import alone where it is used otherwise', () => {
  const source = "import ImagePreview from '../image-preview';\nexport const el = <ImagePreview visible />;";
  expect(reactVantEs(source)).toBe(source);
});

it("draws the real Cell's arrow with the one right-pointing icon, turned by a class for the other directions", () => {
  const out = transformedReal('cell/Cell.js');
  expect(out.match(/^import .*@react-vant\/icons.*$/gm)).toEqual(["import Arrow from '@react-vant/icons/es/Arrow';"]);
  expect(out).toContain('className: clsx(className, props.arrowDirection && `app-arrow--${props.arrowDirection}`)');
  expect(out).not.toMatch(/ArrowLeft|ArrowUp|ArrowDown/);
});

it('leaves arrows alone where they are drawn otherwise', () => {
  const source = "import { Arrow, ArrowDown, ArrowLeft, ArrowUp } from '@react-vant/icons';\nexport const icons = [ArrowLeft, ArrowUp];";
  expect(reactVantEs(source)).toContain("import ArrowLeft from '@react-vant/icons/es/ArrowLeft';");
});

it("exports the real Input's index without TextArea attached, so a text field does not bring it", () => {
  const out = transformedReal('input/index.js');
  expect(out).not.toContain('text-area');
  expect(out).toContain("import _Input from './Input';");
  expect(out).toMatch(/const Input = _Input;/);
});

it('leaves a TextArea import alone where it is used otherwise', () => {
  const source = "import TextArea from '../text-area';\nexport default TextArea;";
  expect(reactVantEs(source)).toBe(source);
});

it("gives the real Field's textarea from TextArea's own folder, Input no longer carrying it", () => {
  const out = transformedReal('field/Field.js');
  expect(out).not.toContain('Input.TextArea');
  expect(out).toContain("import TextArea from '../text-area';");
  expect(out).toMatch(/_jsx\(TextArea, /);
});
