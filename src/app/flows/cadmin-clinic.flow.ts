import { fromPromise } from 'xstate';
import { auditTrailMachine } from '../../machines/cadmin/audit-trail.machine';
import { clinicProfileMachine } from '../../machines/cadmin/clinic-profile.machine';
import { deviceKeysMachine } from '../../machines/cadmin/device-keys.machine';
import { staffMachine } from '../../machines/cadmin/staff.machine';
import { createCadminClinicApi } from '../../services/cadmin-clinic-api';
import { createDevicesApi } from '../../services/devices-api';
import type { FlowDeps } from './flow-deps';

/** /cadmin (issue 16): the clinic's profile and logo, its staff, its audit trail; its measurement kiosks' keys (issue 17). */
export function cadminClinicFlows({ api }: FlowDeps) {
  const cadmin = createCadminClinicApi(api);
  const devices = createDevicesApi(api);
  return {
    clinicProfile: clinicProfileMachine.provide({
      actors: {
        'load profile': fromPromise(async ({ input }) => {
          const [profile, cities] = await Promise.all([cadmin.profile(input.clinicId), cadmin.cities()]);
          return { profile, cities };
        }),
        'save profile': fromPromise(({ input }) => cadmin.saveProfile(input.clinicId, input.body)),
        'upload logo': fromPromise(({ input }) => cadmin.uploadLogo(input.clinicId, input.file)),
      },
    }),
    clinicStaff: staffMachine.provide({
      actors: {
        'load staff': fromPromise(({ input }) => cadmin.staff(input.clinicId)),
        'apply change': fromPromise(({ input }) => cadmin.applyChange(input.clinicId, input.change)),
        'look up': fromPromise(({ input }) => cadmin.lookup(input.clinicId, input.idNumber)),
        'add operator': fromPromise(({ input }) => cadmin.addOperator(input.clinicId, input.body)),
      },
    }),
    auditTrail: auditTrailMachine.provide({
      actors: { 'load page': fromPromise(({ input }) => cadmin.auditPage(input)) },
    }),
    deviceKeys: deviceKeysMachine.provide({
      actors: {
        'load keys': fromPromise(({ input }) => devices.keys(input.clinicId)),
        'issue key': fromPromise(({ input }) => devices.issueKey(input.clinicId, input.body)),
        'revoke key': fromPromise(({ input }) => devices.revokeKey(input.clinicId, input.id)),
      },
    }),
  };
}
