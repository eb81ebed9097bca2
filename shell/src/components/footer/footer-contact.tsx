import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { Icon } from '@site/ui';

const ContactItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.fg.accentOnDark};
  }
`;

/** The footer's last column: e-mail, phones and address, each behind its icon. */
export function FooterContact() {
  return (
    <div>
      <h2>Contact Us</h2>
      <address style={{ fontStyle: 'normal' }}>
        <ul>
          <ContactItem>
            <Icon name="mail" />
            <a href={`mailto:${siteSettings.email}`}>{siteSettings.email}</a>
          </ContactItem>
          {siteSettings.phones.map((phone) => (
            <ContactItem key={phone}>
              <Icon name="phone" />
              {/* A tel: address has no spaces. */}
              <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            </ContactItem>
          ))}
          <ContactItem>
            <Icon name="map-pin" />
            <span>{siteSettings.address}</span>
          </ContactItem>
        </ul>
      </address>
    </div>
  );
}
