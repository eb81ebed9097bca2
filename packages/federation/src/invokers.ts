// Native invokers (`popovertarget`, `commandfor`): the event contract lets them through
// (hydration.ts). Their React types and feature check are @site/ui's.
export { supportsInvokerCommands, type InvokerCommand } from '@site/ui';
