import type { ThemeConfig } from 'antd';

/** Neutral B2B look with one accent colour (construction orange). */
export const ACCENT = '#c2410c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: ACCENT,
    colorLink: ACCENT,
    colorInfo: '#57534e',
    borderRadius: 6,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    colorBgLayout: '#f5f5f4',
    colorTextBase: '#1c1917',
  },
  components: {
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: ACCENT },
  },
};
