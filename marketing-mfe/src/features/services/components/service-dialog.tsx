import { onDemand } from '@site/federation';
import { Button, Dialog } from '@site/ui';
import { DirectionalIcon } from '@/lib/direction';
import { useServicesMessages } from '@/messages/en/services';
import type { Service } from '../data/services';

/** The dialog's body, with its words: fetched when a visitor shows the intent to open a service. */
export const serviceDetails = onDemand('marketing', () =>
  import(/* webpackChunkName: "service-details" */ './service-details').then((m) => m.ServiceDetails),
);

export interface ServiceDialogProps {
  service: Service | null;
  onClose: () => void;
  onGetService: () => void;
}

/**
 * The service detail modal. Its frame (title, short description, 'Get This Service') opens at
 * once with the card's words; its body (description, technologies, features and benefits) is
 * `serviceDetails`, usually there by the click.
 */
export function ServiceDialog({ service, onClose, onGetService }: ServiceDialogProps) {
  const t = useServicesMessages();
  const words = service ? t.items[service.id] : null;
  return (
    <Dialog
      open={service !== null}
      onClose={onClose}
      title={words?.title ?? ''}
      description={words?.description}
      size="lg"
      footer={
        <Button type="button" onClick={onGetService}>
          {t.getService} <DirectionalIcon name="arrow-right" size="1.1rem" />
        </Button>
      }
    >
      {service && words && (
        <serviceDetails.Part
          label={t.details(words.title)}
          service={service}
          technologies={words.technologies}
          technologiesLabel={t.technologies}
        />
      )}
    </Dialog>
  );
}
