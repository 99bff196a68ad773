import { eq } from 'drizzle-orm';
import { influencers } from './schema/accounts.ts';
import { brands, campaignDeliverables, campaigns } from './schema/catalogue.ts';
import { files } from './schema/files.ts';
import { invitations } from './schema/invitations.ts';
import { paymentItems } from './schema/payments.ts';
import { applications, submissionFiles } from './schema/pipeline.ts';
import { countries, deliverableTypes } from './schema/reference.ts';

/*
 * The join conditions many repositories share, each along one foreign key, named for the row it
 * reaches: `.innerJoin(campaigns, campaignOfApplication)`.
 */
export const campaignOfApplication = eq(campaigns.id, applications.campaignId);
export const creatorOfApplication = eq(influencers.id, applications.influencerId);
export const brandOfCampaign = eq(brands.id, campaigns.brandId);
export const campaignOfInvitation = eq(campaigns.id, invitations.campaignId);
export const creatorOfInvitation = eq(influencers.id, invitations.influencerId);
export const imageOfCreator = eq(files.id, influencers.profileImageFileId);
export const countryOfBrand = eq(countries.id, brands.countryId);
export const typeOfDeliverable = eq(deliverableTypes.id, campaignDeliverables.deliverableTypeId);
export const fileOfSubmissionFile = eq(files.id, submissionFiles.fileId);
export const applicationOfPaymentItem = eq(applications.id, paymentItems.applicationId);
