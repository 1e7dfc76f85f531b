/**
 * Titles of the enum values in the data the screens read (app, profile, signer), from the data
 * schemas, so copy shows "Autopay" where the data says "AUTOPAY" (engine/enumTitles.ts). The build
 * ships these schemas without their staff notes (renderer/build/screensPlugin.ts).
 */
import { enumTitlesOf } from '../../engine/enumTitles.ts';
import context from '../../schemas/data/context.schema.json';
import application from '../../schemas/data/application.schema.json';
import profile from '../../schemas/data/profile.schema.json';
import signer from '../../schemas/data/signer.schema.json';

export const enumTitles = enumTitlesOf(context, {
  'application.schema.json': application,
  'profile.schema.json': profile,
  'signer.schema.json': signer,
});
