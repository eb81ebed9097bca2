import { enrollmentKind } from '../leads/kinds';
import { composeLeadMail } from './lead-mail';

const envelope = {
  from: 'Website leads <info@codenest.pk>',
  to: 'info@codenest.pk',
  messageId: '<1@codenest.pk>',
};
const lead = {
  id: 3,
  full_name: 'Zainab <b>Hussain</b>',
  email: 'zainab@example.com',
  phone: '+92 301 7654321',
  course: 'MERN Stack',
  start_date: null,
  message: '<script>alert(1)</script>',
  language: 'ur',
  user_agent: null,
  submitted_at: '2026-11-26T10:00:00.000Z',
};

describe('composeLeadMail', () => {
  it('names where the lead came from, each kept value under its label', () => {
    const mail = composeLeadMail(
      enrollmentKind,
      {
        ...lead,
        utm_source: 'Facebook',
        utm_campaign: 'winter-batch',
        click_id_kind: 'fbclid',
        click_id: 'IwAR0',
        landing_page: '/ur/course',
        sent_from: '/ur/enrollment',
        first_visit_at: '2026-11-20T08:30:00.000Z',
        referrer_host: null,
      },
      envelope,
    );
    expect(mail.text).toContain(
      [
        'Source: facebook',
        '    Campaign source: Facebook',
        '    Campaign:        winter-batch',
        '    Click id kind:   fbclid',
        '    Click id:        IwAR0',
        '    Landing page:    /ur/course',
        '    Sent from:       /ur/enrollment',
        '    First visit:     Friday, 20 November 2026 at 13:30 (Pakistan time)',
      ].join('\n'),
    );
  });

  it('says so when nothing is known of the source, and keeps what a visitor typed as plain text', () => {
    const mail = composeLeadMail(enrollmentKind, lead, envelope);
    expect(mail.text).toContain('Source: direct. A direct visit: no campaign, ad click or referring site.');
    expect(mail.text).toContain('    <script>alert(1)</script>');
    expect(mail.subject).toBe('New enrollment: MERN Stack — Zainab <b>Hussain</b>');
    expect(mail).not.toHaveProperty('html');
  });
});
