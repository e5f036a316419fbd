/** The pl catalogue, composed from one file per namespace. */
import { common } from './common';
import { errors } from './errors';
import { shell } from './shell';
import { validation } from './validation';

export const pl = { common, shell, validation, errors };
