import { webPaths, webUrl } from '@platform/shared';
import { plain, renderLayout, type TemplateContext } from './layout.js';

/** REGISTRATION: to the user who has just registered a company account. */
export type RegistrationEmailInput = { companyName: string; login: string };

export const registrationEmail = (context: TemplateContext, input: RegistrationEmailInput) =>
  renderLayout(context, {
    subject: 'Witamy na Platformie Budowlanej',
    paragraphs: [plain(`konto firmy ${input.companyName} zostało utworzone. Login: ${input.login}.`)],
    action: { label: 'Zaloguj się na platformie', url: webUrl(context.origin, webPaths.login.to()) },
    critical: true,
  });
