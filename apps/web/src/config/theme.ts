import type { ThemeConfig } from 'antd';

/** Neutral B2B look with one accent colour (construction orange). */
export const ACCENT = '#c2410c';

/** stone-600 and a step lighter: the shades secondary texts use here and in styles.css. */
const TEXT_SECONDARY = '#57534e';
const TEXT_TERTIARY = '#625d58';

const darkerTagText = (colors: Record<'green' | 'orange' | 'gold', string>) =>
  Object.fromEntries(
    Object.entries(colors).flatMap(([name, hex]) => [
      [`${name}7`, hex],
      [`${name}-7`, hex],
    ]),
  );

export const theme: ThemeConfig = {
  token: {
    colorPrimary: ACCENT,
    colorLink: ACCENT,
    // info in warm stone, not antd blue: the dark stone-600 stays for icons, progress and badge dots, while the
    // light backgrounds and borders are set here (antd derives murky greys from a dark colour, e.g. #96948d)
    colorInfo: '#57534e',
    colorInfoHover: '#78716c',
    colorInfoActive: '#44403c',
    colorInfoBg: '#fafaf9',
    colorInfoBgHover: '#f5f5f4',
    colorInfoBorder: '#d6d3d1',
    colorInfoBorderHover: '#a8a29e',
    borderRadius: 6,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    colorBgLayout: '#f5f5f4',
    colorTextBase: '#1c1917',
    // Secondary texts (list and card meta, labels, hints, placeholders) keep WCAG AA contrast (4.5:1) on
    // white and on the stone page background; antd's defaults are translucent greys of about 3:1.
    colorTextSecondary: TEXT_SECONDARY,
    colorTextTertiary: TEXT_TERTIARY,
    colorTextDescription: TEXT_TERTIARY,
    colorTextPlaceholder: '#6b6661',
    colorTextHeading: '#1c1917',
    // red-700: the error text and danger buttons read at 6.5:1 (antd's #ff4d4f is 3.3:1)
    colorError: '#b42318',
    // status tags write their text in the palette's 7th shade on its 1st: one shade darker for 4.5:1 (both
    // spellings: antd keeps 'green-7' beside green7 and both become the CSS variable --ant-green-7); gold
    // two shades (gold-8): #ad6800 on #fffbe6 is 4.25:1
    ...darkerTagText({ green: '#237804', orange: '#ad4e00', gold: '#874d00' }),
  },
  components: {
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: ACCENT },
  },
};
