import type { ThemeConfig } from 'antd';

/** Neutral B2B look with one accent colour (construction orange). */
export const ACCENT = '#c2410c';

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
  },
  components: {
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: ACCENT },
  },
};
