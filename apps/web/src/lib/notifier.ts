/** What shows a toast: the antd message API of the toast host, or a test's stand-in. */
export type Notifier = {
  /** `requestId`: a server failure's id, shown small under the text ('Kod zgłoszenia: …'). */
  error: (text: string, requestId?: string) => void;
  success: (text: string) => void;
  info: (text: string) => void;
};
