import { z } from 'zod';

/** Account types of spec section 6; the first four are staff (admins). */
export const ACCOUNT_TYPES = [
  'SUPERADMIN',
  'ADMINISTRATOR',
  'MANAGER',
  'SALES',
  'CLIENT',
  'SUBACCOUNT',
  'SUBSIDIZED_CLIENT',
] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const ADMIN_ACCOUNT_TYPES: readonly AccountType[] = ['SUPERADMIN', 'ADMINISTRATOR', 'MANAGER', 'SALES'];

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  SUPERADMIN: 'superadmin',
  ADMINISTRATOR: 'administrator',
  MANAGER: 'manager',
  SALES: 'sales',
  CLIENT: 'klient',
  SUBACCOUNT: 'subkonto',
  SUBSIDIZED_CLIENT: 'klient dotowany',
};

export const isAdminAccountType = (type: AccountType): boolean => ADMIN_ACCOUNT_TYPES.includes(type);

export const SERVICES = [
  'INVESTMENT_MAILING',
  'INVESTMENT_DETAIL_AND_COMPANY_PREVIEW',
  'INVESTMENT_FILE_EXPORT',
  'INVESTMENT_PREVIEW_ON_MAP',
  'CONSULTANT_OPTION',
  'CONSULTANT_OPTION_LIMITATION',
  'COMPANY_CARD',
  'DEMAND',
  'PLANNER',
  'MANAGER_PANEL',
  'MANAGER_PANEL_WITHOUT_EXPORT',
  'BANNER',
  'SPONSORED_ARTICLE',
  'COMPANY_OFFER_EDIT',
] as const;
export const serviceSchema = z.enum(SERVICES);
export type Service = z.infer<typeof serviceSchema>;

export const TEMPORARY_PERMISSIONS = ['ORDER_EDIT_APPROVAL', 'TEST_VIEW', 'TEST_CREATE'] as const;
export const temporaryPermissionSchema = z.enum(TEMPORARY_PERMISSIONS);
export type TemporaryPermission = z.infer<typeof temporaryPermissionSchema>;

export const ORDER_STATUSES = ['DRAFT', 'PLANNED', 'RELEASED', 'ARCHIVED'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  DRAFT: 'Szkic',
  PLANNED: 'Zaplanowane',
  RELEASED: 'Opublikowane',
  ARCHIVED: 'Archiwum',
};

export const INVESTMENT_CHARACTERS = ['PRIVATE', 'PUBLIC', 'MIXED'] as const;
export const investmentCharacterSchema = z.enum(INVESTMENT_CHARACTERS);
export type InvestmentCharacter = z.infer<typeof investmentCharacterSchema>;
export const INVESTMENT_CHARACTER_LABELS: Record<InvestmentCharacter, string> = {
  PUBLIC: 'Publiczne',
  PRIVATE: 'Prywatne',
  MIXED: 'Publiczno-prywatne',
};
/** Investment types by number (spec 9): public 0, private 1, public-private 2. */
export const INVESTMENT_CHARACTER_NUMBERS: Record<InvestmentCharacter, number> = { PUBLIC: 0, PRIVATE: 1, MIXED: 2 };

export const INVESTMENT_TYPES = ['ROAD', 'CONSTRUCTION'] as const;
export const investmentTypeSchema = z.enum(INVESTMENT_TYPES);
export type InvestmentType = z.infer<typeof investmentTypeSchema>;

export const ORDER_SCOPES = ['DELIVERY', 'SERVICE', 'DELIVERY_AND_SERVICE'] as const;
export const orderScopeSchema = z.enum(ORDER_SCOPES);
export type OrderScope = z.infer<typeof orderScopeSchema>;
export const ORDER_SCOPE_LABELS: Record<OrderScope, string> = {
  DELIVERY: 'Dostawa',
  SERVICE: 'Usługa wykonawcza',
  DELIVERY_AND_SERVICE: 'Dostawa i usługa wykonawcza',
};

/** Roles a company plays in an investment (used by e-portfolio statistics and recommendations). */
export const INVESTMENT_ROLES = ['INVESTOR', 'GENERAL_CONTRACTOR', 'DESIGNER', 'SUBCONTRACTOR', 'SUPPLIER'] as const;
export const investmentRoleSchema = z.enum(INVESTMENT_ROLES);
export type InvestmentRole = z.infer<typeof investmentRoleSchema>;
export const INVESTMENT_ROLE_LABELS: Record<InvestmentRole, string> = {
  INVESTOR: 'Inwestor',
  GENERAL_CONTRACTOR: 'Generalny wykonawca',
  DESIGNER: 'Projektant',
  SUBCONTRACTOR: 'Podwykonawca',
  SUPPLIER: 'Dostawca',
};

/** The 16 investment stages of spec section 4, in order; ids are 1-based positions. */
export const INVESTMENT_STAGES = [
  'Zapowiedź inwestycji',
  'Wizja',
  'Konkurs architektoniczny',
  'Wybór głównego projektanta',
  'Projektowanie',
  'Projektowanie zakończone',
  'Wybór Generalnego Wykonawcy',
  'Generalny Wykonawca wybrany',
  'Realizacja',
  'Stan zero',
  'Stan zamknięty',
  'Wykończenie',
  'Obiekt zakończony',
  'Prace porealizacyjne',
  'Inwestycja wstrzymana',
  'Inwestycja zarzucona',
] as const;

export const UNITS = ['m2', 'm3', 'szt.', 'mb', 'km', 'm', 'kg', 't', 'kpl'] as const;
export const unitSchema = z.enum(UNITS);
export type Unit = z.infer<typeof unitSchema>;

/** Positions of contact persons; the list ends with 'inne' (spec 3). */
export const POSITIONS = [
  'kierownik budowy',
  'kierownik robót',
  'inspektor nadzoru',
  'architekt',
  'projektant',
  'główny projektant',
  'inżynier budowy',
  'kosztorysant',
  'specjalista ds. zakupów',
  'specjalista ds. przetargów',
  'kierownik kontraktu',
  'dyrektor kontraktu',
  'dyrektor techniczny',
  'dyrektor handlowy',
  'prezes zarządu',
  'członek zarządu',
  'właściciel',
  'przedstawiciel handlowy',
  'inwestor',
  'inne',
] as const;

export const ORDER_DELETE_REASONS = ['EXPIRED', 'SCOPE_CHANGE', 'USER_MISTAKE'] as const;
export const ORDER_CLOSE_REASONS = ['USER_MISTAKE', 'EXPIRED', 'SOLVED', 'SCOPE_CHANGE', 'SETTLED'] as const;
