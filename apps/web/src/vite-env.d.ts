/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_V2_BASE?: string;
  readonly VITE_API_V1_BASE?: string;
  readonly VITE_AUTOCOMPLETE_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
