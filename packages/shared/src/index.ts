export * from './config/config.schemas';
export * from './common/errors.schemas';
export * from './system/system.schemas';
export * from './content/normalize';
export * from './auth/auth.schemas';
export * from './users/users.schemas';
export * from './admin/admin.schemas';
