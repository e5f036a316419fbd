/** The en catalogue, composed from one file per namespace. */
import { common } from './common';
import { errors } from './errors';
import { shell } from './shell';
import { validation } from './validation';

export const en = { common, shell, validation, errors };
