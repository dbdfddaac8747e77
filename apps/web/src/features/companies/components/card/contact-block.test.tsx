import type { CompanyContact } from '@platform/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { ContactBlock } from './contact-block';

const contact = (overrides: Partial<CompanyContact> = {}): CompanyContact => ({
  companyEmail: { values: [], isLink: false },
  companyPhones: { values: [], isLink: false },
  www: null,
  facebook: null,
  instagram: null,
  linkedIn: null,
  ...overrides,
});

describe('contact block', () => {
  it('is hidden when the company has neither e-mail nor phone', () => {
    renderAt(<ContactBlock contact={contact({ www: 'https://firma.pl' })} />);
    expect(screen.queryByTestId('contact-block')).toBeNull();
  });

  it('is hidden for visitors (no contact sent)', () => {
    renderAt(<ContactBlock contact={undefined} />);
    expect(screen.queryByTestId('contact-block')).toBeNull();
  });

  it('toggles the values with "Pokaż kontakt" / "Ukryj kontakt" and shows link values as "Pokaż"', () => {
    renderAt(
      <ContactBlock
        contact={contact({
          companyPhones: { values: ['+48 (22) 111 22 33'], isLink: false },
          companyEmail: { values: ['https://firma.pl/kontakt'], isLink: true },
          linkedIn: 'linkedin.com/company/firma',
        })}
      />,
    );
    expect(screen.queryByText('Telefon firmowy')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż kontakt' }));
    expect(screen.getByText('Telefon firmowy')).toBeTruthy();
    expect(screen.getByText('+48 (22) 111 22 33')).toBeTruthy();
    expect(screen.getByText('E-mail firmowy')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Pokaż' });
    expect(link.getAttribute('href')).toBe('https://firma.pl/kontakt');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(
      'https://linkedin.com/company/firma',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ukryj kontakt' }));
    expect(screen.queryByText('Telefon firmowy')).toBeNull();
  });
});
