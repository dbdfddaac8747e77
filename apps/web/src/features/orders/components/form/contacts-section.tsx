import { LIMITS, type OrderContact } from '@platform/shared';
import { Button, Checkbox, Form, Select, Space } from 'antd';
import { FormSection } from '@/components/form-section';
import { useCurrentUser } from '@/lib/auth';
import { type ContactCandidate, useContactCandidates } from '../../api/get-contact-candidates';

type Props = { staff: boolean; known: OrderContact[] };

const label = (c: ContactCandidate) =>
  `${c.name} ${c.lastName}${c.position ? `, ${c.position}` : ''}${c.phone === null ? ' (brak telefonu)' : ''}`;

/** People the form offers: the company's users, or (server without that call) those already known. */
const useOptions = (staff: boolean, known: OrderContact[]) => {
  const { user } = useCurrentUser();
  const companyId = Form.useWatch('companyId') as number | null;
  const query = useContactCandidates(staff ? (companyId ?? null) : null, !staff || !!companyId);
  // a copy: the fallback below must not add people to the cached answer
  const list: ContactCandidate[] = [...(query.data ?? [])];
  if (query.data === null || query.isError) {
    for (const c of known) list.push({ ...c, name: c.firstName, lastName: c.lastName });
    if (!staff && user && !list.some((c) => c.userId === user.id))
      list.push({
        userId: user.id,
        name: user.firstName,
        lastName: user.lastName,
        phone: '',
        position: null,
        email: '',
      });
  }
  // a person without the CONTACT_PERSON right ('Konta użytkowników') is shown but not offered; the server refuses too
  return list.map((c) => ({
    value: c.userId,
    label: c.contactPerson === false ? `${label(c)} (bez uprawnienia osoby kontaktowej)` : label(c),
    disabled: c.contactPerson === false,
  }));
};

/** Contact persons of the requester company: 1 to 5, no duplicates (spec 5). */
export const ContactsSection = ({ staff, known }: Props) => {
  const options = useOptions(staff, known);
  return (
    <FormSection title="Osoba kontaktowa" testId="section-contacts">
      <Form.List name="contacts">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item name={[field.name, 'userId']} style={{ minWidth: 320 }}>
                  <Select
                    options={options}
                    placeholder="Wybierz osobę kontaktową"
                    aria-label={`Osoba kontaktowa ${index + 1}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'publishPhone']} valuePropName="checked">
                  <Checkbox>Pokaż numer telefonu</Checkbox>
                </Form.Item>
                {fields.length > 1 && (
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    Usuń
                  </Button>
                )}
              </Space>
            ))}
            {/* the list's own errors (none chosen, duplicates, the server's answer), red as a field's */}
            <Form.Item style={{ marginBottom: 0 }}>
              <Form.ErrorList errors={errors} />
              {fields.length < LIMITS.orderContactsMax && (
                <Button onClick={() => add({ userId: null, publishPhone: true })}>Dodaj osobę kontaktową</Button>
              )}
            </Form.Item>
          </>
        )}
      </Form.List>
    </FormSection>
  );
};
