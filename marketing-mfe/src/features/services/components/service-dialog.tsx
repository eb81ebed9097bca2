import styled from '@emotion/styled';
import { onDemand } from '@site/federation';
import { Button, Dialog, Spinner } from '@site/ui';
import { DirectionalIcon } from '@/lib/direction';
import { APP } from '@/messages';
import { useServicesMessages } from '@/messages/en/services';
import type { Service, ServiceId } from '../data/services';

/** The dialog's body, with its words: fetched when a visitor shows the intent to open a service. */
export const serviceDetails = onDemand(APP, () =>
  import(/* webpackChunkName: "service-details" */ './service-details').then((m) => m.ServiceDetails),
);

/** The id of a service's dialog, which its card's button names (`commandfor`): unique in the page. */
export const serviceDialogId = (id: ServiceId) => `service-${id}`;

/** Where the body will be, until the page's script has run: shown only if that takes a while. */
const Pending = styled.div`
  display: grid;
  place-items: center;
  min-height: 8rem;
  opacity: 0;
  animation: service-pending-in 0.2s ease-out 0.3s forwards;
  @keyframes service-pending-in {
    to {
      opacity: 1;
    }
  }
`;

export interface ServiceDialogProps {
  service: Service;
  /** Whether this is the service the section shows (it follows the browser: see `onOpen`). */
  open: boolean;
  /** The browser opened this dialog (its card's `commandfor`, perhaps before hydration). */
  onOpen: () => void;
  onClose: () => void;
  onGetService: () => void;
}

/**
 * The service detail modal. Its frame (title, short description, 'Get This Service') is in the
 * page from the start, closed, so that the card's button opens it natively at the first paint;
 * its body (description, technologies, features and benefits) is `serviceDetails`, rendered only
 * while it is open (usually there by the click), so the page carries 10 frames and no body.
 */
export function ServiceDialog({ service, open, onOpen, onClose, onGetService }: ServiceDialogProps) {
  const t = useServicesMessages();
  const words = t.items[service.id];
  return (
    <Dialog
      id={serviceDialogId(service.id)}
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      title={words.title}
      description={words.description}
      size="lg"
      footer={
        // A button, as the spec has it, and not a link to /#start-project: before the script, a
        // link would scroll the page behind a dialog that stays open (a fragment navigation closes
        // no dialog). Before hydration the event contract holds the tap and replays it. The dialog
        // is closed here, natively: the browser may have opened it before React knew.
        <Button
          type="button"
          onClick={(event) => {
            event.currentTarget.closest('dialog')?.close();
            onGetService();
          }}
        >
          {t.getService} <DirectionalIcon name="arrow-right" size="1.1rem" />
        </Button>
      }
    >
      {open ? (
        <serviceDetails.Part
          label={t.details(words.title)}
          service={service}
          technologies={words.technologies}
          technologiesLabel={t.technologies}
        />
      ) : (
        <Pending>
          <Spinner label={t.loadingDetails(words.title)} />
        </Pending>
      )}
    </Dialog>
  );
}
