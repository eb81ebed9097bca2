import styled from '@emotion/styled';
import { siteSettings } from '@site/site';
import { WhatsAppLink } from '@site/federation';
import { Icon } from '@site/ui';
import { useMessages } from '../../messages';

const ContactItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  svg {
    flex: none;
    margin-block-start: 0.2rem;
    color: ${({ theme }) => theme.colors.fg.accentOnDark};
  }
`;

/** The footer's last column: e-mail, phones and address, each behind its icon. */
export function FooterContact() {
  const t = useMessages();
  return (
    <div>
      <h2>{t.footer.contactUs}</h2>
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
              <a href={`tel:${phone.replace(/\s+/g, '')}`} dir="ltr">
                {phone}
              </a>
            </ContactItem>
          ))}
          <ContactItem>
            <Icon name="map-pin" />
            <span>{t.footer.address}</span>
          </ContactItem>
          <li>
            <WhatsAppLink message={t.footer.whatsAppMessage(siteSettings.companyName)} className="whatsapp">
              {t.footer.whatsApp}
            </WhatsAppLink>
          </li>
        </ul>
      </address>
    </div>
  );
}
