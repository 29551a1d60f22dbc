import { ROLE } from '@wilco/shared';

/** Every authoring route is for Admins and Authors, within their own tenant (the services check it). */
export const authors = { access: [ROLE.Admin, ROLE.Author] } as const;
