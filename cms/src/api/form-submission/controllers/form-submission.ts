import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::form-submission.form-submission');
