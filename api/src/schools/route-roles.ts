import { ROLES_THAT_MAY } from '@fees/shared-data/core';

/** Who may change the school, its classes, fees, terms and staff, delete anything or void. */
export const OWNER = ROLES_THAT_MAY.manage;

/** Who may record and take payments and keep the register: the owner and the bursar. */
export const RECORDERS = ROLES_THAT_MAY.record;
