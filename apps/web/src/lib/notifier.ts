/** What shows a toast: the antd message API of the toast host, or a test's stand-in. */
export type Notifier = {
  error: (text: string) => void;
  success: (text: string) => void;
  info: (text: string) => void;
};
