import { fromCallback, fromPromise } from 'xstate';
import { addReadingMachine } from '../../machines/monitoring/add-reading.machine';
import { monitoringMachine, type MonitoringEvent } from '../../machines/monitoring/monitoring.machine';
import { createMonitoringApi } from '../../services/monitoring-api';
import type { FlowDeps } from './flow-deps';

/**
 * /p/monitoring (issue 17): the health log with its add form. The log loads again on a
 * NotificationCreated push (the machine keeps those about this log) and after a reconnect.
 */
export function monitoringFlow({ api, app }: FlowDeps) {
  const log = createMonitoringApi(api);
  return monitoringMachine.provide({
    actors: {
      'load log': fromPromise(async ({ input }) => {
        if (!input.patientId) return { items: await log.log(null), owner: input.self, at: new Date().toISOString() };
        const [items, summary] = await Promise.all([log.log(input.patientId), log.patient(input.patientId)]);
        const p = summary.patient;
        return { at: new Date().toISOString(), items, owner: { id: p.id, firstname: p.firstname, lastname: p.lastname, birthdate: p.birthdate, gender: p.gender === 'male' || p.gender === 'female' ? p.gender : null } };
      }),
      'delete reading': fromPromise(({ input }) => log.remove(input.id)),
      'watch log': fromCallback<MonitoringEvent>(({ sendBack }) => {
        const subscriptions = [
          app.on('server.NotificationCreated', (e) => sendBack({ type: 'server.NotificationCreated', payload: (e as Extract<MonitoringEvent, { type: 'server.NotificationCreated' }>).payload })),
          app.on('socket.connected', () => sendBack({ type: 'socket.connected' })),
        ];
        return () => subscriptions.forEach((s) => s.unsubscribe());
      }),
      'add reading': addReadingMachine.provide({ actors: { 'save reading': fromPromise(({ input }) => log.add(input)) } }),
    },
  });
}
