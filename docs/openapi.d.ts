// Generated from docs/openapi.json by `npm run openapi`; do not edit by hand.
// document 0beae58f5a63b549
export interface paths {
    "/v5/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description Needs no credential.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description Needs no credential.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API reference, rendered from this document
         * @description Needs no credential.
         */
        get: operations["getReferencePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contacts
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `contacts:read` (or a broader one).
         */
        get: operations["listContacts"];
        put?: never;
        /**
         * Create a contact
         * @description Needs the scope `contacts:write` (or a broader one).
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/contacts/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count contacts
         * @description Needs the scope `contacts:read` (or a broader one).
         */
        get: operations["countContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contact
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `contacts:read` (or a broader one).
         */
        get: operations["getContact"];
        put?: never;
        post?: never;
        /**
         * Delete a contact
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `contacts:write` (or a broader one).
         */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        /**
         * Update a contact
         * @description Needs the scope `contacts:write` (or a broader one).
         */
        patch: operations["updateContact"];
        trace?: never;
    };
    "/api/teams/{teamId}/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a contact's profile as a team
         * @description The specification's team-scoped update: it takes only the contact's profile fields (a body with another field answers 400 naming the accepted ones).
         *
         *     Needs the scope `contacts:write` (or a broader one).
         */
        patch: operations["updateTeamContact"];
        trace?: never;
    };
    "/v5/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List companies
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `companies:read` (or a broader one).
         */
        get: operations["listCompanies"];
        put?: never;
        /**
         * Create a company
         * @description Needs the scope `companies:write` (or a broader one).
         */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/companies/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count companies
         * @description Needs the scope `companies:read` (or a broader one).
         */
        get: operations["countCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a company
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `companies:read` (or a broader one).
         */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        /**
         * Delete a company
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `companies:write` (or a broader one).
         */
        delete: operations["deleteCompany"];
        options?: never;
        head?: never;
        /**
         * Update a company
         * @description Needs the scope `companies:write` (or a broader one).
         */
        patch: operations["updateCompany"];
        trace?: never;
    };
    "/v5/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List domains
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `domains:read` (or a broader one).
         */
        get: operations["listDomains"];
        put?: never;
        /**
         * Create a domain
         * @description Needs the scope `domains:write` (or a broader one).
         */
        post: operations["createDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/domains/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count domains
         * @description Needs the scope `domains:read` (or a broader one).
         */
        get: operations["countDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a domain
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `domains:read` (or a broader one).
         */
        get: operations["getDomain"];
        put?: never;
        post?: never;
        /**
         * Delete a domain
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `domains:write` (or a broader one).
         */
        delete: operations["deleteDomain"];
        options?: never;
        head?: never;
        /**
         * Update a domain
         * @description Needs the scope `domains:write` (or a broader one).
         */
        patch: operations["updateDomain"];
        trace?: never;
    };
    "/v5/email-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List email-addresses
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `email-addresses:read` (or a broader one).
         */
        get: operations["listEmailAddresses"];
        put?: never;
        /**
         * Create a emailAddress
         * @description Needs the scope `email-addresses:write` (or a broader one).
         */
        post: operations["createEmailAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/email-addresses/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count email-addresses
         * @description Needs the scope `email-addresses:read` (or a broader one).
         */
        get: operations["countEmailAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/email-addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a emailAddress
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `email-addresses:read` (or a broader one).
         */
        get: operations["getEmailAddress"];
        put?: never;
        post?: never;
        /**
         * Delete a emailAddress
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `email-addresses:write` (or a broader one).
         */
        delete: operations["deleteEmailAddress"];
        options?: never;
        head?: never;
        /**
         * Update a emailAddress
         * @description Needs the scope `email-addresses:write` (or a broader one).
         */
        patch: operations["updateEmailAddress"];
        trace?: never;
    };
    "/v5/employments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List employments
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `employments:read` (or a broader one).
         */
        get: operations["listEmployments"];
        put?: never;
        /**
         * Create a employment
         * @description Needs the scope `employments:write` (or a broader one).
         */
        post: operations["createEmployment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/employments/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count employments
         * @description Needs the scope `employments:read` (or a broader one).
         */
        get: operations["countEmployments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/employments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a employment
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `employments:read` (or a broader one).
         */
        get: operations["getEmployment"];
        put?: never;
        post?: never;
        /**
         * Delete a employment
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `employments:write` (or a broader one).
         */
        delete: operations["deleteEmployment"];
        options?: never;
        head?: never;
        /**
         * Update a employment
         * @description Needs the scope `employments:write` (or a broader one).
         */
        patch: operations["updateEmployment"];
        trace?: never;
    };
    "/v5/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List notes
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `notes:read` (or a broader one).
         */
        get: operations["listNotes"];
        put?: never;
        /**
         * Create a note
         * @description Needs the scope `notes:write` (or a broader one).
         */
        post: operations["createNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/notes/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count notes
         * @description Needs the scope `notes:read` (or a broader one).
         */
        get: operations["countNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a note
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `notes:read` (or a broader one).
         */
        get: operations["getNote"];
        put?: never;
        post?: never;
        /**
         * Delete a note
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `notes:write` (or a broader one).
         */
        delete: operations["deleteNote"];
        options?: never;
        head?: never;
        /**
         * Update a note
         * @description Needs the scope `notes:write` (or a broader one).
         */
        patch: operations["updateNote"];
        trace?: never;
    };
    "/v5/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `tasks:read` (or a broader one).
         */
        get: operations["listTasks"];
        put?: never;
        /**
         * Create a task
         * @description Needs the scope `tasks:write` (or a broader one).
         */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/tasks/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count tasks
         * @description Needs the scope `tasks:read` (or a broader one).
         */
        get: operations["countTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a task
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `tasks:read` (or a broader one).
         */
        get: operations["getTask"];
        put?: never;
        post?: never;
        /**
         * Delete a task
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `tasks:write` (or a broader one).
         */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        /**
         * Update a task
         * @description Needs the scope `tasks:write` (or a broader one).
         */
        patch: operations["updateTask"];
        trace?: never;
    };
    "/v5/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List activities
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `activities:read` (or a broader one).
         */
        get: operations["listActivities"];
        put?: never;
        /**
         * Create a activity
         * @description Needs the scope `activities:write` (or a broader one).
         */
        post: operations["createActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/activities/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count activities
         * @description Needs the scope `activities:read` (or a broader one).
         */
        get: operations["countActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a activity
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `activities:read` (or a broader one).
         */
        get: operations["getActivity"];
        put?: never;
        post?: never;
        /**
         * Delete a activity
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `activities:write` (or a broader one).
         */
        delete: operations["deleteActivity"];
        options?: never;
        head?: never;
        /**
         * Update a activity
         * @description Needs the scope `activities:write` (or a broader one).
         */
        patch: operations["updateActivity"];
        trace?: never;
    };
    "/v5/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deals
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `deals:read` (or a broader one).
         */
        get: operations["listDeals"];
        put?: never;
        /**
         * Create a deal
         * @description Needs the scope `deals:write` (or a broader one).
         */
        post: operations["createDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/deals/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count deals
         * @description Needs the scope `deals:read` (or a broader one).
         */
        get: operations["countDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a deal
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `deals:read` (or a broader one).
         */
        get: operations["getDeal"];
        put?: never;
        post?: never;
        /**
         * Delete a deal
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `deals:write` (or a broader one).
         */
        delete: operations["deleteDeal"];
        options?: never;
        head?: never;
        /**
         * Update a deal
         * @description Needs the scope `deals:write` (or a broader one).
         */
        patch: operations["updateDeal"];
        trace?: never;
    };
    "/v5/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pipelines
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `pipelines:read` (or a broader one).
         */
        get: operations["listPipelines"];
        put?: never;
        /**
         * Create a pipeline
         * @description Needs the scope `pipelines:write` (or a broader one).
         */
        post: operations["createPipeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/pipelines/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count pipelines
         * @description Needs the scope `pipelines:read` (or a broader one).
         */
        get: operations["countPipelines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/pipelines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a pipeline
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `pipelines:read` (or a broader one).
         */
        get: operations["getPipeline"];
        put?: never;
        post?: never;
        /**
         * Delete a pipeline
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `pipelines:write` (or a broader one).
         */
        delete: operations["deletePipeline"];
        options?: never;
        head?: never;
        /**
         * Update a pipeline
         * @description Needs the scope `pipelines:write` (or a broader one).
         */
        patch: operations["updatePipeline"];
        trace?: never;
    };
    "/v5/pipeline-stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pipeline-stages
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `pipeline-stages:read` (or a broader one).
         */
        get: operations["listPipelineStages"];
        put?: never;
        /**
         * Create a pipelineStage
         * @description Needs the scope `pipeline-stages:write` (or a broader one).
         */
        post: operations["createPipelineStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/pipeline-stages/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count pipeline-stages
         * @description Needs the scope `pipeline-stages:read` (or a broader one).
         */
        get: operations["countPipelineStages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/pipeline-stages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a pipelineStage
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `pipeline-stages:read` (or a broader one).
         */
        get: operations["getPipelineStage"];
        put?: never;
        post?: never;
        /**
         * Delete a pipelineStage
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `pipeline-stages:write` (or a broader one).
         */
        delete: operations["deletePipelineStage"];
        options?: never;
        head?: never;
        /**
         * Update a pipelineStage
         * @description Needs the scope `pipeline-stages:write` (or a broader one).
         */
        patch: operations["updatePipelineStage"];
        trace?: never;
    };
    "/v5/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List views
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `views:read` (or a broader one).
         */
        get: operations["listViews"];
        put?: never;
        /**
         * Create a view
         * @description Needs the scope `views:write` (or a broader one).
         */
        post: operations["createView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/views/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count views
         * @description Needs the scope `views:read` (or a broader one).
         */
        get: operations["countViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a view
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `views:read` (or a broader one).
         */
        get: operations["getView"];
        put?: never;
        post?: never;
        /**
         * Delete a view
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `views:write` (or a broader one).
         */
        delete: operations["deleteView"];
        options?: never;
        head?: never;
        /**
         * Update a view
         * @description Needs the scope `views:write` (or a broader one).
         */
        patch: operations["updateView"];
        trace?: never;
    };
    "/v5/property-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List property-views
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `property-views:read` (or a broader one).
         */
        get: operations["listPropertyViews"];
        put?: never;
        /**
         * Create a propertyView
         * @description Needs the scope `property-views:write` (or a broader one).
         */
        post: operations["createPropertyView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/property-views/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count property-views
         * @description Needs the scope `property-views:read` (or a broader one).
         */
        get: operations["countPropertyViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/property-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a propertyView
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `property-views:read` (or a broader one).
         */
        get: operations["getPropertyView"];
        put?: never;
        post?: never;
        /**
         * Delete a propertyView
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `property-views:write` (or a broader one).
         */
        delete: operations["deletePropertyView"];
        options?: never;
        head?: never;
        /**
         * Update a propertyView
         * @description Needs the scope `property-views:write` (or a broader one).
         */
        patch: operations["updatePropertyView"];
        trace?: never;
    };
    "/v5/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List properties
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `properties:read` (or a broader one).
         */
        get: operations["listProperties"];
        put?: never;
        /**
         * Create a property
         * @description Needs the scope `properties:write` (or a broader one).
         */
        post: operations["createProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/properties/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count properties
         * @description Needs the scope `properties:read` (or a broader one).
         */
        get: operations["countProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a property
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `properties:read` (or a broader one).
         */
        get: operations["getProperty"];
        put?: never;
        post?: never;
        /**
         * Delete a property
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `properties:write` (or a broader one).
         */
        delete: operations["deleteProperty"];
        options?: never;
        head?: never;
        /**
         * Update a property
         * @description Needs the scope `properties:write` (or a broader one).
         */
        patch: operations["updateProperty"];
        trace?: never;
    };
    "/v5/suppressions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List suppressions
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `suppressions:read` (or a broader one).
         */
        get: operations["listSuppressions"];
        put?: never;
        /**
         * Create a suppression
         * @description Needs the scope `suppressions:write` (or a broader one).
         */
        post: operations["createSuppression"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/suppressions/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count suppressions
         * @description Needs the scope `suppressions:read` (or a broader one).
         */
        get: operations["countSuppressions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/suppressions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a suppression
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `suppressions:read` (or a broader one).
         */
        get: operations["getSuppression"];
        put?: never;
        post?: never;
        /**
         * Delete a suppression
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `suppressions:write` (or a broader one).
         */
        delete: operations["deleteSuppression"];
        options?: never;
        head?: never;
        /**
         * Update a suppression
         * @description Needs the scope `suppressions:write` (or a broader one).
         */
        patch: operations["updateSuppression"];
        trace?: never;
    };
    "/v5/imports/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count imports
         * @description Needs the scope `imports:read` (or a broader one).
         */
        get: operations["countImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List imports
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `imports:read` (or a broader one).
         */
        get: operations["listImports"];
        put?: never;
        /**
         * Create a import
         * @description Needs the scope `imports:write` (or a broader one).
         */
        post: operations["createImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a import
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `imports:read` (or a broader one).
         */
        get: operations["getImport"];
        put?: never;
        post?: never;
        /**
         * Delete a import
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `imports:write` (or a broader one).
         */
        delete: operations["deleteImport"];
        options?: never;
        head?: never;
        /**
         * Update a import
         * @description Needs the scope `imports:write` (or a broader one).
         */
        patch: operations["updateImport"];
        trace?: never;
    };
    "/v5/imports/{id}/webhook/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a webhook import a new address
         * @description The old address answers 404 from now on. The new `webhookUrl` is shown in this answer only.
         *
         *     Needs the scope `imports:write` (or a broader one).
         */
        post: operations["rotateImportWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/property-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List property-imports
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `property-imports:read` (or a broader one).
         */
        get: operations["listPropertyImports"];
        put?: never;
        /**
         * Create a propertyImport
         * @description Needs the scope `property-imports:write` (or a broader one).
         */
        post: operations["createPropertyImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/property-imports/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count property-imports
         * @description Needs the scope `property-imports:read` (or a broader one).
         */
        get: operations["countPropertyImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/property-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a propertyImport
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `property-imports:read` (or a broader one).
         */
        get: operations["getPropertyImport"];
        put?: never;
        post?: never;
        /**
         * Delete a propertyImport
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `property-imports:write` (or a broader one).
         */
        delete: operations["deletePropertyImport"];
        options?: never;
        head?: never;
        /**
         * Update a propertyImport
         * @description Needs the scope `property-imports:write` (or a broader one).
         */
        patch: operations["updatePropertyImport"];
        trace?: never;
    };
    "/v5/campaign-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaign-imports
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `campaign-imports:read` (or a broader one).
         */
        get: operations["listCampaignImports"];
        put?: never;
        /**
         * Create a campaignImport
         * @description Needs the scope `campaign-imports:write` (or a broader one).
         */
        post: operations["createCampaignImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-imports/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count campaign-imports
         * @description Needs the scope `campaign-imports:read` (or a broader one).
         */
        get: operations["countCampaignImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaignImport
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `campaign-imports:read` (or a broader one).
         */
        get: operations["getCampaignImport"];
        put?: never;
        post?: never;
        /**
         * Delete a campaignImport
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `campaign-imports:write` (or a broader one).
         */
        delete: operations["deleteCampaignImport"];
        options?: never;
        head?: never;
        /**
         * Update a campaignImport
         * @description Needs the scope `campaign-imports:write` (or a broader one).
         */
        patch: operations["updateCampaignImport"];
        trace?: never;
    };
    "/v5/import-rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List import-rows
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `import-rows:read` (or a broader one).
         */
        get: operations["listImportRows"];
        put?: never;
        /**
         * Not allowed: import-rows are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        post: operations["createImportRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/import-rows/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count import-rows
         * @description Needs the scope `import-rows:read` (or a broader one).
         */
        get: operations["countImportRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/import-rows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a importRow
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `import-rows:read` (or a broader one).
         */
        get: operations["getImportRow"];
        put?: never;
        post?: never;
        /**
         * Not allowed: import-rows are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        delete: operations["deleteImportRow"];
        options?: never;
        head?: never;
        /**
         * Not allowed: import-rows are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        patch: operations["updateImportRow"];
        trace?: never;
    };
    "/v5/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaigns
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `campaigns:read` (or a broader one).
         */
        get: operations["listCampaigns"];
        put?: never;
        /**
         * Create a campaign
         * @description Needs the scope `campaigns:write` (or a broader one).
         */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaigns/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count campaigns
         * @description Needs the scope `campaigns:read` (or a broader one).
         */
        get: operations["countCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaign
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `campaigns:read` (or a broader one).
         */
        get: operations["getCampaign"];
        put?: never;
        post?: never;
        /**
         * Delete a campaign
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `campaigns:write` (or a broader one).
         */
        delete: operations["deleteCampaign"];
        options?: never;
        head?: never;
        /**
         * Update a campaign
         * @description Needs the scope `campaigns:write` (or a broader one).
         */
        patch: operations["updateCampaign"];
        trace?: never;
    };
    "/v5/campaigns/{id}/send-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next moments the campaign may send
         * @description Needs the scope `campaigns:read` (or a broader one).
         */
        get: operations["getCampaignSendTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaign-steps
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `campaign-steps:read` (or a broader one).
         */
        get: operations["listCampaignSteps"];
        put?: never;
        /**
         * Create a campaignStep
         * @description Needs the scope `campaign-steps:write` (or a broader one).
         */
        post: operations["createCampaignStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-steps/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count campaign-steps
         * @description Needs the scope `campaign-steps:read` (or a broader one).
         */
        get: operations["countCampaignSteps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-steps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaignStep
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `campaign-steps:read` (or a broader one).
         */
        get: operations["getCampaignStep"];
        put?: never;
        post?: never;
        /**
         * Delete a campaignStep
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `campaign-steps:write` (or a broader one).
         */
        delete: operations["deleteCampaignStep"];
        options?: never;
        head?: never;
        /**
         * Update a campaignStep
         * @description Needs the scope `campaign-steps:write` (or a broader one).
         */
        patch: operations["updateCampaignStep"];
        trace?: never;
    };
    "/v5/campaign-variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaign-variants
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `campaign-variants:read` (or a broader one).
         */
        get: operations["listCampaignVariants"];
        put?: never;
        /**
         * Create a campaignVariant
         * @description Needs the scope `campaign-variants:write` (or a broader one).
         */
        post: operations["createCampaignVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-variants/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count campaign-variants
         * @description Needs the scope `campaign-variants:read` (or a broader one).
         */
        get: operations["countCampaignVariants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-variants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaignVariant
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `campaign-variants:read` (or a broader one).
         */
        get: operations["getCampaignVariant"];
        put?: never;
        post?: never;
        /**
         * Delete a campaignVariant
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `campaign-variants:write` (or a broader one).
         */
        delete: operations["deleteCampaignVariant"];
        options?: never;
        head?: never;
        /**
         * Update a campaignVariant
         * @description Needs the scope `campaign-variants:write` (or a broader one).
         */
        patch: operations["updateCampaignVariant"];
        trace?: never;
    };
    "/v5/campaign-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaign-contacts
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `campaign-contacts:read` (or a broader one).
         */
        get: operations["listCampaignContacts"];
        put?: never;
        /**
         * Create a campaignContact
         * @description Needs the scope `campaign-contacts:write` (or a broader one).
         */
        post: operations["createCampaignContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-contacts/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count campaign-contacts
         * @description Needs the scope `campaign-contacts:read` (or a broader one).
         */
        get: operations["countCampaignContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaignContact
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `campaign-contacts:read` (or a broader one).
         */
        get: operations["getCampaignContact"];
        put?: never;
        post?: never;
        /**
         * Delete a campaignContact
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `campaign-contacts:write` (or a broader one).
         */
        delete: operations["deleteCampaignContact"];
        options?: never;
        head?: never;
        /**
         * Pause or resume a campaign contact
         * @description Needs the scope `campaign-contacts:write` (or a broader one).
         */
        patch: operations["updateCampaignContact"];
        trace?: never;
    };
    "/v5/campaigns/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add up to 100 contacts to a campaign
         * @description Needs the scope `campaigns:write` (or a broader one).
         */
        post: operations["addCampaignContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaigns/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the campaign is doing: its contacts by status, its messages in all, per step and per variant
         * @description Needs the scope `campaigns:read` (or a broader one).
         */
        get: operations["getCampaignStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/sequences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sequences
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `sequences:read` (or a broader one).
         */
        get: operations["listSequences"];
        put?: never;
        /**
         * Create a sequence
         * @description Needs the scope `sequences:write` (or a broader one).
         */
        post: operations["createSequence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/sequences/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count sequences
         * @description Needs the scope `sequences:read` (or a broader one).
         */
        get: operations["countSequences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/sequences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sequence
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `sequences:read` (or a broader one).
         */
        get: operations["getSequence"];
        put?: never;
        post?: never;
        /**
         * Delete a sequence
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `sequences:write` (or a broader one).
         */
        delete: operations["deleteSequence"];
        options?: never;
        head?: never;
        /**
         * Update a sequence
         * @description Needs the scope `sequences:write` (or a broader one).
         */
        patch: operations["updateSequence"];
        trace?: never;
    };
    "/v5/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connections
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `connections:read` (or a broader one).
         */
        get: operations["listConnections"];
        put?: never;
        /**
         * Create a connection
         * @description Needs the scope `connections:write` (or a broader one).
         */
        post: operations["createConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/connections/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count connections
         * @description Needs the scope `connections:read` (or a broader one).
         */
        get: operations["countConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/connections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a connection
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `connections:read` (or a broader one).
         */
        get: operations["getConnection"];
        put?: never;
        post?: never;
        /**
         * Delete a connection
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `connections:write` (or a broader one).
         */
        delete: operations["deleteConnection"];
        options?: never;
        head?: never;
        /**
         * Update a connection
         * @description Needs the scope `connections:write` (or a broader one).
         */
        patch: operations["updateConnection"];
        trace?: never;
    };
    "/v5/campaign-pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaign-pipelines
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `campaign-pipelines:read` (or a broader one).
         */
        get: operations["listCampaignPipelines"];
        put?: never;
        /**
         * Create a campaignPipeline
         * @description Needs the scope `campaign-pipelines:write` (or a broader one).
         */
        post: operations["createCampaignPipeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-pipelines/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count campaign-pipelines
         * @description Needs the scope `campaign-pipelines:read` (or a broader one).
         */
        get: operations["countCampaignPipelines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-pipelines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaignPipeline
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `campaign-pipelines:read` (or a broader one).
         */
        get: operations["getCampaignPipeline"];
        put?: never;
        post?: never;
        /**
         * Delete a campaignPipeline
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `campaign-pipelines:write` (or a broader one).
         */
        delete: operations["deleteCampaignPipeline"];
        options?: never;
        head?: never;
        /**
         * Update a campaignPipeline
         * @description Needs the scope `campaign-pipelines:write` (or a broader one).
         */
        patch: operations["updateCampaignPipeline"];
        trace?: never;
    };
    "/v5/campaign-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaign-views
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `campaign-views:read` (or a broader one).
         */
        get: operations["listCampaignViews"];
        put?: never;
        /**
         * Create a campaignView
         * @description Needs the scope `campaign-views:write` (or a broader one).
         */
        post: operations["createCampaignView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-views/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count campaign-views
         * @description Needs the scope `campaign-views:read` (or a broader one).
         */
        get: operations["countCampaignViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/campaign-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaignView
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `campaign-views:read` (or a broader one).
         */
        get: operations["getCampaignView"];
        put?: never;
        post?: never;
        /**
         * Delete a campaignView
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `campaign-views:write` (or a broader one).
         */
        delete: operations["deleteCampaignView"];
        options?: never;
        head?: never;
        /**
         * Update a campaignView
         * @description Needs the scope `campaign-views:write` (or a broader one).
         */
        patch: operations["updateCampaignView"];
        trace?: never;
    };
    "/v5/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List teams
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `teams:read` (or a broader one).
         */
        get: operations["listTeams"];
        put?: never;
        /**
         * Create a team
         * @description Needs the scope `teams:write` (or a broader one).
         */
        post: operations["createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/teams/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count teams
         * @description Needs the scope `teams:read` (or a broader one).
         */
        get: operations["countTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a team
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `teams:read` (or a broader one).
         */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        /**
         * Delete a team
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `teams:write` (or a broader one).
         */
        delete: operations["deleteTeam"];
        options?: never;
        head?: never;
        /**
         * Update a team
         * @description Needs the scope `teams:write` (or a broader one).
         */
        patch: operations["updateTeam"];
        trace?: never;
    };
    "/v5/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List memberships
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `memberships:read` (or a broader one).
         */
        get: operations["listMemberships"];
        put?: never;
        /**
         * Create a membership
         * @description Needs the scope `memberships:write` (or a broader one).
         */
        post: operations["createMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/memberships/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count memberships
         * @description Needs the scope `memberships:read` (or a broader one).
         */
        get: operations["countMemberships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/memberships/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a membership
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `memberships:read` (or a broader one).
         */
        get: operations["getMembership"];
        put?: never;
        post?: never;
        /**
         * Delete a membership
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `memberships:write` (or a broader one).
         */
        delete: operations["deleteMembership"];
        options?: never;
        head?: never;
        /**
         * Update a membership
         * @description Needs the scope `memberships:write` (or a broader one).
         */
        patch: operations["updateMembership"];
        trace?: never;
    };
    "/v5/draft-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List draft-emails
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `draft-emails:read` (or a broader one).
         */
        get: operations["listDraftEmails"];
        put?: never;
        /**
         * Create a draftEmail
         * @description Needs the scope `draft-emails:write` (or a broader one).
         */
        post: operations["createDraftEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/draft-emails/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count draft-emails
         * @description Needs the scope `draft-emails:read` (or a broader one).
         */
        get: operations["countDraftEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/draft-emails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a draftEmail
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `draft-emails:read` (or a broader one).
         */
        get: operations["getDraftEmail"];
        put?: never;
        post?: never;
        /**
         * Delete a draftEmail
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `draft-emails:write` (or a broader one).
         */
        delete: operations["deleteDraftEmail"];
        options?: never;
        head?: never;
        /**
         * Update a draftEmail
         * @description Needs the scope `draft-emails:write` (or a broader one).
         */
        patch: operations["updateDraftEmail"];
        trace?: never;
    };
    "/v5/sent-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sent-emails
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `sent-emails:read` (or a broader one).
         */
        get: operations["listSentEmails"];
        put?: never;
        /**
         * Not allowed: sent-emails are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        post: operations["createSentEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/sent-emails/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count sent-emails
         * @description Needs the scope `sent-emails:read` (or a broader one).
         */
        get: operations["countSentEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/sent-emails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sentEmail
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `sent-emails:read` (or a broader one).
         */
        get: operations["getSentEmail"];
        put?: never;
        post?: never;
        /**
         * Not allowed: sent-emails are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        delete: operations["deleteSentEmail"];
        options?: never;
        head?: never;
        /**
         * Not allowed: sent-emails are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        patch: operations["updateSentEmail"];
        trace?: never;
    };
    "/v5/inbound-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List inbound-emails
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `inbound-emails:read` (or a broader one).
         */
        get: operations["listInboundEmails"];
        put?: never;
        /**
         * Record a reply a mailbox integration received
         * @description The reply is matched to the message it answers. Inbound emails are otherwise read-only.
         *
         *     Needs the scope `inbound-emails:write` (or a broader one).
         */
        post: operations["createInboundEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/inbound-emails/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count inbound-emails
         * @description Needs the scope `inbound-emails:read` (or a broader one).
         */
        get: operations["countInboundEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/inbound-emails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a inboundEmail
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `inbound-emails:read` (or a broader one).
         */
        get: operations["getInboundEmail"];
        put?: never;
        post?: never;
        /**
         * Not allowed: inbound-emails are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        delete: operations["deleteInboundEmail"];
        options?: never;
        head?: never;
        /**
         * Not allowed: inbound-emails are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        patch: operations["updateInboundEmail"];
        trace?: never;
    };
    "/v5/calendar-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List calendar-events
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `calendar-events:read` (or a broader one).
         */
        get: operations["listCalendarEvents"];
        put?: never;
        /**
         * Create a calendarEvent
         * @description Needs the scope `calendar-events:write` (or a broader one).
         */
        post: operations["createCalendarEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/calendar-events/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count calendar-events
         * @description Needs the scope `calendar-events:read` (or a broader one).
         */
        get: operations["countCalendarEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/calendar-events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a calendarEvent
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `calendar-events:read` (or a broader one).
         */
        get: operations["getCalendarEvent"];
        put?: never;
        post?: never;
        /**
         * Delete a calendarEvent
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `calendar-events:write` (or a broader one).
         */
        delete: operations["deleteCalendarEvent"];
        options?: never;
        head?: never;
        /**
         * Update a calendarEvent
         * @description Needs the scope `calendar-events:write` (or a broader one).
         */
        patch: operations["updateCalendarEvent"];
        trace?: never;
    };
    "/v5/tracking-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tracking-domains
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `tracking-domains:read` (or a broader one).
         */
        get: operations["listTrackingDomains"];
        put?: never;
        /**
         * Create a trackingDomain
         * @description Needs the scope `tracking-domains:write` (or a broader one).
         */
        post: operations["createTrackingDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/tracking-domains/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count tracking-domains
         * @description Needs the scope `tracking-domains:read` (or a broader one).
         */
        get: operations["countTrackingDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/tracking-domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a trackingDomain
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `tracking-domains:read` (or a broader one).
         */
        get: operations["getTrackingDomain"];
        put?: never;
        post?: never;
        /**
         * Delete a trackingDomain
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `tracking-domains:write` (or a broader one).
         */
        delete: operations["deleteTrackingDomain"];
        options?: never;
        head?: never;
        /**
         * Update a trackingDomain
         * @description Needs the scope `tracking-domains:write` (or a broader one).
         */
        patch: operations["updateTrackingDomain"];
        trace?: never;
    };
    "/v5/tracking-domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the domain's CNAME record
         * @description Needs the scope `tracking-domains:write` (or a broader one).
         */
        post: operations["verifyTrackingDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/fine-tunings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fine-tunings
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `fine-tunings:read` (or a broader one).
         */
        get: operations["listFineTunings"];
        put?: never;
        /**
         * Create a fineTuning
         * @description Needs the scope `fine-tunings:write` (or a broader one).
         */
        post: operations["createFineTuning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/fine-tunings/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count fine-tunings
         * @description Needs the scope `fine-tunings:read` (or a broader one).
         */
        get: operations["countFineTunings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/fine-tunings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a fineTuning
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `fine-tunings:read` (or a broader one).
         */
        get: operations["getFineTuning"];
        put?: never;
        post?: never;
        /**
         * Delete a fineTuning
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `fine-tunings:write` (or a broader one).
         */
        delete: operations["deleteFineTuning"];
        options?: never;
        head?: never;
        /**
         * Update a fineTuning
         * @description Needs the scope `fine-tunings:write` (or a broader one).
         */
        patch: operations["updateFineTuning"];
        trace?: never;
    };
    "/v5/fine-tunings/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The reasoning a note with this text would get
         * @description Nothing is stored and nothing applied, but the model’s tokens count on the month’s `model.tokens` usage, and past the monthly token budget the local reasoner answers (`reasoning.model`, `reasoning.modelFallback`). At most 10 tests per organization in 60 seconds, beside the overall limit: past it, 429 `rate_limited` with `Retry-After`.
         *
         *     Needs the scope `fine-tunings:write` (or a broader one).
         */
        post: operations["testFineTuning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List generations
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `generations:read` (or a broader one).
         */
        get: operations["listGenerations"];
        put?: never;
        /**
         * Not allowed: generations are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        post: operations["createGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/generations/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count generations
         * @description Needs the scope `generations:read` (or a broader one).
         */
        get: operations["countGenerations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/generations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a generation
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `generations:read` (or a broader one).
         */
        get: operations["getGeneration"];
        put?: never;
        post?: never;
        /**
         * Not allowed: generations are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        delete: operations["deleteGeneration"];
        options?: never;
        head?: never;
        /**
         * Not allowed: generations are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        patch: operations["updateGeneration"];
        trace?: never;
    };
    "/v5/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List prices
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `prices:read` (or a broader one).
         */
        get: operations["listPrices"];
        put?: never;
        /**
         * Not allowed: prices are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        post: operations["createPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/prices/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count prices
         * @description Needs the scope `prices:read` (or a broader one).
         */
        get: operations["countPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/prices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a price
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `prices:read` (or a broader one).
         */
        get: operations["getPrice"];
        put?: never;
        post?: never;
        /**
         * Not allowed: prices are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        delete: operations["deletePrice"];
        options?: never;
        head?: never;
        /**
         * Not allowed: prices are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        patch: operations["updatePrice"];
        trace?: never;
    };
    "/v5/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `subscriptions:read` (or a broader one).
         */
        get: operations["listSubscriptions"];
        put?: never;
        /**
         * Create a subscription
         * @description Needs the scope `subscriptions:write` (or a broader one).
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/subscriptions/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count subscriptions
         * @description Needs the scope `subscriptions:read` (or a broader one).
         */
        get: operations["countSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a subscription
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `subscriptions:read` (or a broader one).
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        /**
         * Delete a subscription
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `subscriptions:write` (or a broader one).
         */
        delete: operations["deleteSubscription"];
        options?: never;
        head?: never;
        /**
         * Update a subscription
         * @description Needs the scope `subscriptions:write` (or a broader one).
         */
        patch: operations["updateSubscription"];
        trace?: never;
    };
    "/v5/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `invoices:read` (or a broader one).
         */
        get: operations["listInvoices"];
        put?: never;
        /**
         * Not allowed: invoices are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/invoices/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count invoices
         * @description Needs the scope `invoices:read` (or a broader one).
         */
        get: operations["countInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a invoice
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `invoices:read` (or a broader one).
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        /**
         * Not allowed: invoices are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        delete: operations["deleteInvoice"];
        options?: never;
        head?: never;
        /**
         * Not allowed: invoices are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        patch: operations["updateInvoice"];
        trace?: never;
    };
    "/v5/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `users:read` (or a broader one).
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Needs the scope `users:write` (or a broader one).
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/users/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count users
         * @description Needs the scope `users:read` (or a broader one).
         */
        get: operations["countUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `users:read` (or a broader one).
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `users:write` (or a broader one).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description Needs the scope `users:write` (or a broader one).
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v5/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sessions
         * @description A page of records in the query language: search, filters, selection, order and cursors. Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `sessions:read` (or a broader one).
         */
        get: operations["listSessions"];
        put?: never;
        /**
         * Not allowed: sessions are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/sessions/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count sessions
         * @description Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `sessions:read` (or a broader one).
         */
        get: operations["countSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a session
         * @description A soft-deleted record answers 404. Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `sessions:read` (or a broader one).
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        /**
         * Delete a session
         * @description A soft delete: the record keeps its id and gets `deletedAt`. Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `sessions:write` (or a broader one).
         */
        delete: operations["deleteSession"];
        options?: never;
        head?: never;
        /**
         * Not allowed: sessions are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        patch: operations["updateSession"];
        trace?: never;
    };
    "/v5/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List api-keys
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `api-keys:read` (or a broader one).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create a apiKey
         * @description Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `api-keys:write` (or a broader one).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/api-keys/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count api-keys
         * @description Needs the scope `api-keys:read` (or a broader one).
         */
        get: operations["countApiKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a apiKey
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `api-keys:read` (or a broader one).
         */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        /**
         * Delete a apiKey
         * @description A soft delete: the record keeps its id and gets `deletedAt`. Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `api-keys:write` (or a broader one).
         */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        /**
         * Update a apiKey
         * @description Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `api-keys:write` (or a broader one).
         */
        patch: operations["updateApiKey"];
        trace?: never;
    };
    "/v5/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organizations
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `organizations:read` (or a broader one).
         */
        get: operations["listOrganizations"];
        put?: never;
        /**
         * Create a organization
         * @description Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `organizations:write` (or a broader one).
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/organizations/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count organizations
         * @description Needs the scope `organizations:read` (or a broader one).
         */
        get: operations["countOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a organization
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `organizations:read` (or a broader one).
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        /**
         * Delete a organization
         * @description A soft delete: the record keeps its id and gets `deletedAt`. Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `organizations:write` (or a broader one).
         */
        delete: operations["deleteOrganization"];
        options?: never;
        head?: never;
        /**
         * Update a organization
         * @description Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `organizations:write` (or a broader one).
         */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/v5/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List usage
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `usage:read` (or a broader one).
         */
        get: operations["listUsage"];
        put?: never;
        /**
         * Not allowed: usage are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        post: operations["createUsage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/usage/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count usage
         * @description Needs the scope `usage:read` (or a broader one).
         */
        get: operations["countUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/usage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a usage
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `usage:read` (or a broader one).
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        /**
         * Not allowed: usage are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        delete: operations["deleteUsage"];
        options?: never;
        head?: never;
        /**
         * Not allowed: usage are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        patch: operations["updateUsage"];
        trace?: never;
    };
    "/v5/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `events:read` (or a broader one).
         */
        get: operations["listEvents"];
        put?: never;
        /**
         * Not allowed: events are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/events/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count events
         * @description Needs the scope `events:read` (or a broader one).
         */
        get: operations["countEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a event
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `events:read` (or a broader one).
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        /**
         * Not allowed: events are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        /**
         * Not allowed: events are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/v5/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook-endpoints
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `webhook-endpoints:read` (or a broader one).
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description The URL is checked now (https, not a private, loopback, link-local or metadata address) and again at each delivery. The answer carries the signing `secret`, which no later answer shows.
         *
         *     Needs the scope `webhook-endpoints:write` (or a broader one).
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/webhook-endpoints/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count webhook-endpoints
         * @description Needs the scope `webhook-endpoints:read` (or a broader one).
         */
        get: operations["countWebhookEndpoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhookEndpoint
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `webhook-endpoints:read` (or a broader one).
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhookEndpoint
         * @description A soft delete: the record keeps its id and gets `deletedAt`.
         *
         *     Needs the scope `webhook-endpoints:write` (or a broader one).
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhookEndpoint
         * @description Needs the scope `webhook-endpoints:write` (or a broader one).
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v5/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give an endpoint a new signing secret
         * @description The new `secret` is shown in this answer only. For 24 hours deliveries carry a signature by each secret (space-separated in `webhook-signature`), then by the new one alone.
         *
         *     Needs the scope `webhook-endpoints:write` (or a broader one).
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the endpoint a webhook.test event
         * @description Sent to this endpoint alone, whatever it subscribes to; its delivery is logged like any other.
         *
         *     Needs the scope `webhook-endpoints:write` (or a broader one).
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every event type the service emits
         * @description What `events` of a webhook endpoint may name, besides "*" for all of them.
         *
         *     Needs the scope `event-types:read` (or a broader one).
         */
        get: operations["listEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook-deliveries
         * @description A page of records in the query language: search, filters, selection, order and cursors.
         *
         *     Needs the scope `webhook-deliveries:read` (or a broader one).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        /**
         * Not allowed: webhook-deliveries are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        post: operations["createWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/webhook-deliveries/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count webhook-deliveries
         * @description Needs the scope `webhook-deliveries:read` (or a broader one).
         */
        get: operations["countWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/webhook-deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhookDelivery
         * @description A soft-deleted record answers 404.
         *
         *     Needs the scope `webhook-deliveries:read` (or a broader one).
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        /**
         * Not allowed: webhook-deliveries are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        delete: operations["deleteWebhookDelivery"];
        options?: never;
        head?: never;
        /**
         * Not allowed: webhook-deliveries are written by the service
         * @description A read-only family: this method answers 405 with the methods the path allows.
         *
         *     Needs no credential.
         */
        patch: operations["updateWebhookDelivery"];
        trace?: never;
    };
    "/v5/webhook-deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now
         * @description Whatever its status: it is PENDING until this attempt (and the retries after it, if it fails) ends.
         *
         *     Needs the scope `webhook-deliveries:write` (or a broader one).
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/connections/{id}/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the OAuth authorization of a GMAIL or OUTLOOK connection
         * @description Send the mailbox's owner to `redirect`: the provider's authorization page (authorization code with PKCE, asking to send and read mail). The provider then sends the browser to `GET /v5/oauth/callback`, which keeps the tokens encrypted and turns the connection CONNECTED. The `state` in that URL serves once, within 10 minutes. A connection of another type answers 400 naming `type`.
         *
         *     Needs the scope `connections:write` (or a broader one).
         */
        post: operations["authorizeConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/oauth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the provider sends the browser back after an authorization
         * @description Exchanges the code for the mailbox's tokens, keeps them encrypted and turns the connection CONNECTED; answers a page the browser shows. A `state` that is unknown, altered, expired or already used answers 400 and stores nothing.
         *
         *     Needs no credential.
         */
        get: operations["oauthCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/connections/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in to the connection's mailbox, sending nothing
         * @description SMTP: logs in to its SMTP server and, when `imap` is set, to its IMAP server (selecting INBOX), sending nothing and giving up on a server that does not answer within 15 seconds. GMAIL and OUTLOOK: the same at the provider's servers with XOAUTH2, the access token refreshed first when near its end (a refused refresh is `oauth_revoked`); one not yet authorized answers 400 naming `id`, and one of a provider this deployment has no settings for, 400 naming `type`. SES: CONNECTED once SES reports its domain verified, else `dns_not_verified`. The connection answers CONNECTED, or ERROR with `statusReason` (`smtp_unreachable`, `smtp_auth_failed`, `imap_unreachable`, `imap_auth_failed`, `oauth_revoked`, `dns_not_verified`), and `lastCheckedAt`. An address (or for SES a domain) another organization has verified answers 409.
         *
         *     Needs the scope `connections:write` (or a broader one).
         */
        post: operations["verifyConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up
         * @description Creates the user, the organization and an owner membership, and emails a login code. An email already registered gets the same answer, and its codeToken logs its owner in.
         *
         *     Needs no credential.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/auth/login/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a login code
         * @description Needs no credential.
         */
        post: operations["loginWithEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/auth/login/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with the emailed code
         * @description Needs no credential.
         */
        post: operations["loginWithCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/auth/login/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with the one-time token of the email
         * @description Needs no credential.
         */
        post: operations["loginWithToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the refresh token
         * @description Needs no credential.
         */
        post: operations["refreshTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the access token's session
         * @description Needs a user's access token: an API key gets 401 `requires_access_token`.
         *
         *     Needs the scope `sessions:write` (or a broader one).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public key that signs access tokens
         * @description Needs no credential.
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/webhooks/{importId}/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a row to a webhook import's secret address
         * @description The address is the only credential: an unknown import or a wrong secret answers 404. The same `Idempotency-Key`, or the same body, within 24 hours answers the first row. The body is read as JSON whatever its `Content-Type` says (or none), as integrators send it.
         *
         *     Needs no credential.
         */
        post: operations["postWebhookRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/local/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The emails the local runtime sent (local runtime only)
         * @description Needs no credential.
         */
        get: operations["listLocalMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/local/mail-servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the local SMTP and IMAP servers listen (local runtime only)
         * @description Both take any username and password, or any OAuth token (XOAUTH2).
         *
         *     Needs no credential.
         */
        get: operations["getLocalMailServers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/local/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a raw RFC 5322 reply (local runtime only)
         * @description Recorded in the credential's organization, matched to the message it answers by Message-ID, else by its sender.
         *
         *     Needs the scope `inbound-emails:write` (or a broader one).
         */
        post: operations["postLocalInbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/t/o/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open pixel of a campaign message
         * @description Needs no credential.
         */
        get: operations["trackOpen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/t/c/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The click redirect of a link in a campaign message
         * @description A browser is redirected (302); a client that accepts only JSON gets the target as JSON.
         *
         *     Needs no credential.
         */
        get: operations["trackClick"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/t/u/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The unsubscribe confirmation page
         * @description Needs no credential.
         */
        get: operations["getUnsubscribePage"];
        put?: never;
        /**
         * Unsubscribe (RFC 8058 one-click)
         * @description Needs no credential.
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description Stable, machine-readable: one of the codes the status lists. */
            code: string;
            status: number;
            message: string;
            /** @description What went wrong and how to fix it. */
            description: string;
            errors?: {
                path: string;
                message: string;
            }[];
            /** @description On 500 only: the id to quote when reporting it. */
            requestId?: string;
        };
        Error400: {
            /** @enum {unknown} */
            code?: "invalid_request" | "invalid_filter" | "invalid_parameter" | "query_too_broad";
            /** @constant */
            status?: 400;
        } & components["schemas"]["Error"];
        Error401: {
            /** @enum {unknown} */
            code?: "missing_authorization" | "invalid_api_key" | "invalid_access_token" | "invalid_refresh_token" | "invalid_webhook_signature" | "requires_access_token";
            /** @constant */
            status?: 401;
        } & components["schemas"]["Error"];
        Error403: {
            /** @enum {unknown} */
            code?: "missing_scopes" | "missing_role";
            /** @constant */
            status?: 403;
        } & components["schemas"]["Error"];
        Error404: {
            /** @enum {unknown} */
            code?: "resource_not_found";
            /** @constant */
            status?: 404;
        } & components["schemas"]["Error"];
        Error405: {
            /** @enum {unknown} */
            code?: "method_not_allowed";
            /** @constant */
            status?: 405;
        } & components["schemas"]["Error"];
        Error409: {
            /** @enum {unknown} */
            code?: "conflict";
            /** @constant */
            status?: 409;
        } & components["schemas"]["Error"];
        Error413: {
            /** @enum {unknown} */
            code?: "payload_too_large";
            /** @constant */
            status?: 413;
        } & components["schemas"]["Error"];
        Error415: {
            /** @enum {unknown} */
            code?: "unsupported_media_type";
            /** @constant */
            status?: 415;
        } & components["schemas"]["Error"];
        Error429: {
            /** @enum {unknown} */
            code?: "rate_limited";
            /** @constant */
            status?: 429;
        } & components["schemas"]["Error"];
        Error500: {
            /** @enum {unknown} */
            code?: "internal_error";
            /** @constant */
            status?: 500;
        } & components["schemas"]["Error"];
        Error503: {
            /** @enum {unknown} */
            code?: "service_unavailable";
            /** @constant */
            status?: 503;
        } & components["schemas"]["Error"];
        /** @description A person the organization reaches out to; one contact per email address in an organization. A list returns every field, or those `select[]` names (nested ones too). */
        ContactFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            nickname?: string | null;
            bio?: string | null;
            email?: string | null;
            phone?: string | null;
            avatar?: string | null;
            website?: string | null;
            location?: string | null;
            city?: string | null;
            state?: string | null;
            countryCode?: string | null;
            timeZone?: string | null;
            facebook?: string | null;
            github?: string | null;
            instagram?: string | null;
            linkedin?: string | null;
            x?: string | null;
            externalIdApollo?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            employmentTitle?: string | null;
            employmentSeniority?: ("JUNIOR" | "MID" | "SENIOR" | "EXECUTIVE") | null;
            companyId?: string | null;
            readonly company?: {
                id?: string;
                name?: string;
                domain?: string | null;
            } | null;
            rootContactId?: string | null;
            teamId?: string | null;
            blockedAt?: string | null;
            tags?: string[];
            /** @enum {string} */
            status?: "NEW" | "CONTACTED" | "REPLIED" | "INTERESTED" | "NOT_INTERESTED" | "BOUNCED" | "UNSUBSCRIBED";
            emailOptOut?: boolean;
            isActive?: boolean;
            isVerified?: boolean;
            score?: number;
            readonly importId?: string | null;
            customProperties?: {
                [key: string]: unknown;
            };
        };
        /** @description A person the organization reaches out to; one contact per email address in an organization. */
        Contact: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string | null;
            firstName: string | null;
            lastName: string | null;
            nickname: string | null;
            bio: string | null;
            email: string | null;
            phone: string | null;
            avatar: string | null;
            website: string | null;
            location: string | null;
            city: string | null;
            state: string | null;
            countryCode: string | null;
            timeZone: string | null;
            facebook: string | null;
            github: string | null;
            instagram: string | null;
            linkedin: string | null;
            x: string | null;
            externalIdApollo: string | null;
            latitude: number | null;
            longitude: number | null;
            employmentTitle: string | null;
            employmentSeniority: ("JUNIOR" | "MID" | "SENIOR" | "EXECUTIVE") | null;
            companyId: string | null;
            readonly company: {
                id: string;
                name: string;
                domain: string | null;
            } | null;
            rootContactId: string | null;
            teamId: string | null;
            blockedAt: string | null;
            tags: string[];
            /** @enum {string} */
            status: "NEW" | "CONTACTED" | "REPLIED" | "INTERESTED" | "NOT_INTERESTED" | "BOUNCED" | "UNSUBSCRIBED";
            emailOptOut: boolean;
            isActive: boolean;
            isVerified: boolean;
            score: number;
            readonly importId: string | null;
            customProperties: {
                [key: string]: unknown;
            };
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. Custom properties filter as `filter.customProperties.<name>.<operator>`. */
        ContactFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.firstName.equals"?: string;
            "filter.firstName.not"?: string;
            "filter.firstName.contains"?: string;
            "filter.firstName.startsWith"?: string;
            "filter.firstName.endsWith"?: string;
            "filter.firstName.in"?: string;
            "filter.firstName.notIn"?: string;
            "filter.lastName.equals"?: string;
            "filter.lastName.not"?: string;
            "filter.lastName.contains"?: string;
            "filter.lastName.startsWith"?: string;
            "filter.lastName.endsWith"?: string;
            "filter.lastName.in"?: string;
            "filter.lastName.notIn"?: string;
            "filter.nickname.equals"?: string;
            "filter.nickname.not"?: string;
            "filter.nickname.contains"?: string;
            "filter.nickname.startsWith"?: string;
            "filter.nickname.endsWith"?: string;
            "filter.nickname.in"?: string;
            "filter.nickname.notIn"?: string;
            "filter.bio.equals"?: string;
            "filter.bio.not"?: string;
            "filter.bio.contains"?: string;
            "filter.bio.startsWith"?: string;
            "filter.bio.endsWith"?: string;
            "filter.bio.in"?: string;
            "filter.bio.notIn"?: string;
            "filter.email.equals"?: string;
            "filter.email.not"?: string;
            "filter.email.contains"?: string;
            "filter.email.startsWith"?: string;
            "filter.email.endsWith"?: string;
            "filter.email.in"?: string;
            "filter.email.notIn"?: string;
            "filter.phone.equals"?: string;
            "filter.phone.not"?: string;
            "filter.phone.contains"?: string;
            "filter.phone.startsWith"?: string;
            "filter.phone.endsWith"?: string;
            "filter.phone.in"?: string;
            "filter.phone.notIn"?: string;
            "filter.avatar.equals"?: string;
            "filter.avatar.not"?: string;
            "filter.avatar.contains"?: string;
            "filter.avatar.startsWith"?: string;
            "filter.avatar.endsWith"?: string;
            "filter.avatar.in"?: string;
            "filter.avatar.notIn"?: string;
            "filter.website.equals"?: string;
            "filter.website.not"?: string;
            "filter.website.contains"?: string;
            "filter.website.startsWith"?: string;
            "filter.website.endsWith"?: string;
            "filter.website.in"?: string;
            "filter.website.notIn"?: string;
            "filter.location.equals"?: string;
            "filter.location.not"?: string;
            "filter.location.contains"?: string;
            "filter.location.startsWith"?: string;
            "filter.location.endsWith"?: string;
            "filter.location.in"?: string;
            "filter.location.notIn"?: string;
            "filter.city.equals"?: string;
            "filter.city.not"?: string;
            "filter.city.contains"?: string;
            "filter.city.startsWith"?: string;
            "filter.city.endsWith"?: string;
            "filter.city.in"?: string;
            "filter.city.notIn"?: string;
            "filter.state.equals"?: string;
            "filter.state.not"?: string;
            "filter.state.contains"?: string;
            "filter.state.startsWith"?: string;
            "filter.state.endsWith"?: string;
            "filter.state.in"?: string;
            "filter.state.notIn"?: string;
            "filter.countryCode.equals"?: string;
            "filter.countryCode.not"?: string;
            "filter.countryCode.contains"?: string;
            "filter.countryCode.startsWith"?: string;
            "filter.countryCode.endsWith"?: string;
            "filter.countryCode.in"?: string;
            "filter.countryCode.notIn"?: string;
            "filter.timeZone.equals"?: string;
            "filter.timeZone.not"?: string;
            "filter.timeZone.contains"?: string;
            "filter.timeZone.startsWith"?: string;
            "filter.timeZone.endsWith"?: string;
            "filter.timeZone.in"?: string;
            "filter.timeZone.notIn"?: string;
            "filter.facebook.equals"?: string;
            "filter.facebook.not"?: string;
            "filter.facebook.contains"?: string;
            "filter.facebook.startsWith"?: string;
            "filter.facebook.endsWith"?: string;
            "filter.facebook.in"?: string;
            "filter.facebook.notIn"?: string;
            "filter.github.equals"?: string;
            "filter.github.not"?: string;
            "filter.github.contains"?: string;
            "filter.github.startsWith"?: string;
            "filter.github.endsWith"?: string;
            "filter.github.in"?: string;
            "filter.github.notIn"?: string;
            "filter.instagram.equals"?: string;
            "filter.instagram.not"?: string;
            "filter.instagram.contains"?: string;
            "filter.instagram.startsWith"?: string;
            "filter.instagram.endsWith"?: string;
            "filter.instagram.in"?: string;
            "filter.instagram.notIn"?: string;
            "filter.linkedin.equals"?: string;
            "filter.linkedin.not"?: string;
            "filter.linkedin.contains"?: string;
            "filter.linkedin.startsWith"?: string;
            "filter.linkedin.endsWith"?: string;
            "filter.linkedin.in"?: string;
            "filter.linkedin.notIn"?: string;
            "filter.x.equals"?: string;
            "filter.x.not"?: string;
            "filter.x.contains"?: string;
            "filter.x.startsWith"?: string;
            "filter.x.endsWith"?: string;
            "filter.x.in"?: string;
            "filter.x.notIn"?: string;
            "filter.externalIdApollo.equals"?: string;
            "filter.externalIdApollo.not"?: string;
            "filter.externalIdApollo.contains"?: string;
            "filter.externalIdApollo.startsWith"?: string;
            "filter.externalIdApollo.endsWith"?: string;
            "filter.externalIdApollo.in"?: string;
            "filter.externalIdApollo.notIn"?: string;
            "filter.latitude.equals"?: string;
            "filter.latitude.not"?: string;
            "filter.latitude.gt"?: number;
            "filter.latitude.gte"?: number;
            "filter.latitude.lt"?: number;
            "filter.latitude.lte"?: number;
            "filter.latitude.in"?: string;
            "filter.longitude.equals"?: string;
            "filter.longitude.not"?: string;
            "filter.longitude.gt"?: number;
            "filter.longitude.gte"?: number;
            "filter.longitude.lt"?: number;
            "filter.longitude.lte"?: number;
            "filter.longitude.in"?: string;
            "filter.employmentTitle.equals"?: string;
            "filter.employmentTitle.not"?: string;
            "filter.employmentTitle.contains"?: string;
            "filter.employmentTitle.startsWith"?: string;
            "filter.employmentTitle.endsWith"?: string;
            "filter.employmentTitle.in"?: string;
            "filter.employmentTitle.notIn"?: string;
            "filter.employmentSeniority.equals"?: string;
            "filter.employmentSeniority.not"?: string;
            "filter.employmentSeniority.contains"?: string;
            "filter.employmentSeniority.startsWith"?: string;
            "filter.employmentSeniority.endsWith"?: string;
            "filter.employmentSeniority.in"?: string;
            "filter.employmentSeniority.notIn"?: string;
            "filter.companyId.equals"?: string;
            "filter.companyId.not"?: string;
            "filter.companyId.contains"?: string;
            "filter.companyId.startsWith"?: string;
            "filter.companyId.endsWith"?: string;
            "filter.companyId.in"?: string;
            "filter.companyId.notIn"?: string;
            "filter.rootContactId.equals"?: string;
            "filter.rootContactId.not"?: string;
            "filter.rootContactId.contains"?: string;
            "filter.rootContactId.startsWith"?: string;
            "filter.rootContactId.endsWith"?: string;
            "filter.rootContactId.in"?: string;
            "filter.rootContactId.notIn"?: string;
            "filter.teamId.equals"?: string;
            "filter.teamId.not"?: string;
            "filter.teamId.contains"?: string;
            "filter.teamId.startsWith"?: string;
            "filter.teamId.endsWith"?: string;
            "filter.teamId.in"?: string;
            "filter.teamId.notIn"?: string;
            "filter.blockedAt.equals"?: string;
            "filter.blockedAt.gt"?: string;
            "filter.blockedAt.gte"?: string;
            "filter.blockedAt.lt"?: string;
            "filter.blockedAt.lte"?: string;
            "filter.tags.has"?: string;
            "filter.tags.hasEvery"?: string;
            "filter.tags.hasSome"?: string;
            "filter.tags.isEmpty"?: boolean;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.emailOptOut.equals"?: boolean;
            "filter.emailOptOut.not"?: boolean;
            "filter.isActive.equals"?: boolean;
            "filter.isActive.not"?: boolean;
            "filter.isVerified.equals"?: boolean;
            "filter.isVerified.not"?: boolean;
            "filter.score.equals"?: string;
            "filter.score.not"?: string;
            "filter.score.gt"?: number;
            "filter.score.gte"?: number;
            "filter.score.lt"?: number;
            "filter.score.lte"?: number;
            "filter.score.in"?: string;
            "filter.importId.equals"?: string;
            "filter.importId.not"?: string;
            "filter.importId.contains"?: string;
            "filter.importId.startsWith"?: string;
            "filter.importId.endsWith"?: string;
            "filter.importId.in"?: string;
            "filter.importId.notIn"?: string;
        } & {
            [key: string]: string | number | boolean;
        };
        ContactCreate: {
            sort?: number;
            name?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            nickname?: string | null;
            bio?: string | null;
            email?: string | null;
            phone?: string | null;
            avatar?: string | null;
            website?: string | null;
            location?: string | null;
            city?: string | null;
            state?: string | null;
            countryCode?: string | null;
            timeZone?: string | null;
            facebook?: string | null;
            github?: string | null;
            instagram?: string | null;
            linkedin?: string | null;
            x?: string | null;
            externalIdApollo?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            employmentTitle?: string | null;
            employmentSeniority?: ("JUNIOR" | "MID" | "SENIOR" | "EXECUTIVE") | null;
            companyId?: string | null;
            rootContactId?: string | null;
            teamId?: string | null;
            blockedAt?: string | null;
            tags?: string[];
            /** @enum {string} */
            status?: "NEW" | "CONTACTED" | "REPLIED" | "INTERESTED" | "NOT_INTERESTED" | "BOUNCED" | "UNSUBSCRIBED";
            emailOptOut?: boolean;
            isActive?: boolean;
            isVerified?: boolean;
            score?: number;
            customProperties?: {
                [key: string]: unknown;
            };
        } | unknown | unknown;
        ContactUpdate: {
            sort?: number;
            name?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            nickname?: string | null;
            bio?: string | null;
            email?: string | null;
            phone?: string | null;
            avatar?: string | null;
            website?: string | null;
            location?: string | null;
            city?: string | null;
            state?: string | null;
            countryCode?: string | null;
            timeZone?: string | null;
            facebook?: string | null;
            github?: string | null;
            instagram?: string | null;
            linkedin?: string | null;
            x?: string | null;
            externalIdApollo?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            employmentTitle?: string | null;
            employmentSeniority?: ("JUNIOR" | "MID" | "SENIOR" | "EXECUTIVE") | null;
            companyId?: string | null;
            rootContactId?: string | null;
            teamId?: string | null;
            blockedAt?: string | null;
            tags?: string[];
            /** @enum {string} */
            status?: "NEW" | "CONTACTED" | "REPLIED" | "INTERESTED" | "NOT_INTERESTED" | "BOUNCED" | "UNSUBSCRIBED";
            emailOptOut?: boolean;
            isActive?: boolean;
            isVerified?: boolean;
            score?: number;
            customProperties?: {
                [key: string]: unknown;
            };
        };
        /** @description A company contacts work for: legal and brand names, web presence, location and firmographics. A list returns every field, or those `select[]` names (nested ones too). */
        CompanyFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            nickname?: string | null;
            bio?: string | null;
            subtitle?: string | null;
            avatar?: string | null;
            website?: string | null;
            domain?: string | null;
            location?: string | null;
            timeZone?: string | null;
            facebook?: string | null;
            github?: string | null;
            instagram?: string | null;
            linkedin?: string | null;
            x?: string | null;
            revenue?: number | null;
            employeeCount?: number | null;
            funding?: number | null;
            industries?: string[];
            languages?: string[];
            stack?: string[];
            tags?: string[];
            externalIdApollo?: string | null;
            readonly importId?: string | null;
            customProperties?: {
                [key: string]: unknown;
            };
        };
        /** @description A company contacts work for: legal and brand names, web presence, location and firmographics. */
        Company: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            nickname: string | null;
            bio: string | null;
            subtitle: string | null;
            avatar: string | null;
            website: string | null;
            domain: string | null;
            location: string | null;
            timeZone: string | null;
            facebook: string | null;
            github: string | null;
            instagram: string | null;
            linkedin: string | null;
            x: string | null;
            revenue: number | null;
            employeeCount: number | null;
            funding: number | null;
            industries: string[];
            languages: string[];
            stack: string[];
            tags: string[];
            externalIdApollo: string | null;
            readonly importId: string | null;
            customProperties: {
                [key: string]: unknown;
            };
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. Custom properties filter as `filter.customProperties.<name>.<operator>`. */
        CompanyFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.nickname.equals"?: string;
            "filter.nickname.not"?: string;
            "filter.nickname.contains"?: string;
            "filter.nickname.startsWith"?: string;
            "filter.nickname.endsWith"?: string;
            "filter.nickname.in"?: string;
            "filter.nickname.notIn"?: string;
            "filter.bio.equals"?: string;
            "filter.bio.not"?: string;
            "filter.bio.contains"?: string;
            "filter.bio.startsWith"?: string;
            "filter.bio.endsWith"?: string;
            "filter.bio.in"?: string;
            "filter.bio.notIn"?: string;
            "filter.subtitle.equals"?: string;
            "filter.subtitle.not"?: string;
            "filter.subtitle.contains"?: string;
            "filter.subtitle.startsWith"?: string;
            "filter.subtitle.endsWith"?: string;
            "filter.subtitle.in"?: string;
            "filter.subtitle.notIn"?: string;
            "filter.avatar.equals"?: string;
            "filter.avatar.not"?: string;
            "filter.avatar.contains"?: string;
            "filter.avatar.startsWith"?: string;
            "filter.avatar.endsWith"?: string;
            "filter.avatar.in"?: string;
            "filter.avatar.notIn"?: string;
            "filter.website.equals"?: string;
            "filter.website.not"?: string;
            "filter.website.contains"?: string;
            "filter.website.startsWith"?: string;
            "filter.website.endsWith"?: string;
            "filter.website.in"?: string;
            "filter.website.notIn"?: string;
            "filter.domain.equals"?: string;
            "filter.domain.not"?: string;
            "filter.domain.contains"?: string;
            "filter.domain.startsWith"?: string;
            "filter.domain.endsWith"?: string;
            "filter.domain.in"?: string;
            "filter.domain.notIn"?: string;
            "filter.location.equals"?: string;
            "filter.location.not"?: string;
            "filter.location.contains"?: string;
            "filter.location.startsWith"?: string;
            "filter.location.endsWith"?: string;
            "filter.location.in"?: string;
            "filter.location.notIn"?: string;
            "filter.timeZone.equals"?: string;
            "filter.timeZone.not"?: string;
            "filter.timeZone.contains"?: string;
            "filter.timeZone.startsWith"?: string;
            "filter.timeZone.endsWith"?: string;
            "filter.timeZone.in"?: string;
            "filter.timeZone.notIn"?: string;
            "filter.facebook.equals"?: string;
            "filter.facebook.not"?: string;
            "filter.facebook.contains"?: string;
            "filter.facebook.startsWith"?: string;
            "filter.facebook.endsWith"?: string;
            "filter.facebook.in"?: string;
            "filter.facebook.notIn"?: string;
            "filter.github.equals"?: string;
            "filter.github.not"?: string;
            "filter.github.contains"?: string;
            "filter.github.startsWith"?: string;
            "filter.github.endsWith"?: string;
            "filter.github.in"?: string;
            "filter.github.notIn"?: string;
            "filter.instagram.equals"?: string;
            "filter.instagram.not"?: string;
            "filter.instagram.contains"?: string;
            "filter.instagram.startsWith"?: string;
            "filter.instagram.endsWith"?: string;
            "filter.instagram.in"?: string;
            "filter.instagram.notIn"?: string;
            "filter.linkedin.equals"?: string;
            "filter.linkedin.not"?: string;
            "filter.linkedin.contains"?: string;
            "filter.linkedin.startsWith"?: string;
            "filter.linkedin.endsWith"?: string;
            "filter.linkedin.in"?: string;
            "filter.linkedin.notIn"?: string;
            "filter.x.equals"?: string;
            "filter.x.not"?: string;
            "filter.x.contains"?: string;
            "filter.x.startsWith"?: string;
            "filter.x.endsWith"?: string;
            "filter.x.in"?: string;
            "filter.x.notIn"?: string;
            "filter.revenue.equals"?: string;
            "filter.revenue.not"?: string;
            "filter.revenue.gt"?: number;
            "filter.revenue.gte"?: number;
            "filter.revenue.lt"?: number;
            "filter.revenue.lte"?: number;
            "filter.revenue.in"?: string;
            "filter.employeeCount.equals"?: string;
            "filter.employeeCount.not"?: string;
            "filter.employeeCount.gt"?: number;
            "filter.employeeCount.gte"?: number;
            "filter.employeeCount.lt"?: number;
            "filter.employeeCount.lte"?: number;
            "filter.employeeCount.in"?: string;
            "filter.funding.equals"?: string;
            "filter.funding.not"?: string;
            "filter.funding.gt"?: number;
            "filter.funding.gte"?: number;
            "filter.funding.lt"?: number;
            "filter.funding.lte"?: number;
            "filter.funding.in"?: string;
            "filter.industries.has"?: string;
            "filter.industries.hasEvery"?: string;
            "filter.industries.hasSome"?: string;
            "filter.industries.isEmpty"?: boolean;
            "filter.languages.has"?: string;
            "filter.languages.hasEvery"?: string;
            "filter.languages.hasSome"?: string;
            "filter.languages.isEmpty"?: boolean;
            "filter.stack.has"?: string;
            "filter.stack.hasEvery"?: string;
            "filter.stack.hasSome"?: string;
            "filter.stack.isEmpty"?: boolean;
            "filter.tags.has"?: string;
            "filter.tags.hasEvery"?: string;
            "filter.tags.hasSome"?: string;
            "filter.tags.isEmpty"?: boolean;
            "filter.externalIdApollo.equals"?: string;
            "filter.externalIdApollo.not"?: string;
            "filter.externalIdApollo.contains"?: string;
            "filter.externalIdApollo.startsWith"?: string;
            "filter.externalIdApollo.endsWith"?: string;
            "filter.externalIdApollo.in"?: string;
            "filter.externalIdApollo.notIn"?: string;
            "filter.importId.equals"?: string;
            "filter.importId.not"?: string;
            "filter.importId.contains"?: string;
            "filter.importId.startsWith"?: string;
            "filter.importId.endsWith"?: string;
            "filter.importId.in"?: string;
            "filter.importId.notIn"?: string;
        } & {
            [key: string]: string | number | boolean;
        };
        CompanyCreate: {
            sort?: number;
            name: string;
            nickname?: string | null;
            bio?: string | null;
            subtitle?: string | null;
            avatar?: string | null;
            website?: string | null;
            domain?: string | null;
            location?: string | null;
            timeZone?: string | null;
            facebook?: string | null;
            github?: string | null;
            instagram?: string | null;
            linkedin?: string | null;
            x?: string | null;
            revenue?: number | null;
            employeeCount?: number | null;
            funding?: number | null;
            industries?: string[];
            languages?: string[];
            stack?: string[];
            tags?: string[];
            externalIdApollo?: string | null;
            customProperties?: {
                [key: string]: unknown;
            };
        };
        CompanyUpdate: {
            sort?: number;
            name?: string;
            nickname?: string | null;
            bio?: string | null;
            subtitle?: string | null;
            avatar?: string | null;
            website?: string | null;
            domain?: string | null;
            location?: string | null;
            timeZone?: string | null;
            facebook?: string | null;
            github?: string | null;
            instagram?: string | null;
            linkedin?: string | null;
            x?: string | null;
            revenue?: number | null;
            employeeCount?: number | null;
            funding?: number | null;
            industries?: string[];
            languages?: string[];
            stack?: string[];
            tags?: string[];
            externalIdApollo?: string | null;
            customProperties?: {
                [key: string]: unknown;
            };
        };
        /** @description A lower-case domain name owned by a company; each name exists once in an organization. A list returns every field, or those `select[]` names (nested ones too). */
        DomainFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            companyId?: string;
        };
        /** @description A lower-case domain name owned by a company; each name exists once in an organization. */
        Domain: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            companyId: string;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        DomainFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.companyId.equals"?: string;
            "filter.companyId.not"?: string;
            "filter.companyId.contains"?: string;
            "filter.companyId.startsWith"?: string;
            "filter.companyId.endsWith"?: string;
            "filter.companyId.in"?: string;
            "filter.companyId.notIn"?: string;
        };
        DomainCreate: {
            sort?: number;
            name: string;
            companyId: string;
        };
        DomainUpdate: {
            sort?: number;
            name?: string;
            companyId?: string;
        };
        /** @description An email address with its verification result: domain age, free-mail provider, MX record, SMTP provider and status. A list returns every field, or those `select[]` names (nested ones too). */
        EmailAddressFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            /** Format: email */
            email?: string;
            domainAgeDays?: number | null;
            isFreeEmail?: boolean | null;
            hasMxRecord?: boolean | null;
            mxRecord?: string | null;
            processedAt?: string | null;
            smtpProvider?: string | null;
            /** @enum {string} */
            status?: "ABUSE" | "CATCH_ALL" | "DO_NOT" | "INVALID" | "SPAMTRAP" | "UNKNOWN" | "VALID";
            subStatus?: ("ALIAS_ADDRESS" | "ALTERNATE" | "ANTISPAM_SYSTEM" | "DISPOSABLE" | "DOES_NOT_ACCEPT" | "EXCEPTION_OCCURRED" | "FAILED_SMTP_CONNECTION" | "FAILED_SYNTAX_CHECK" | "FORCIBLE_DISCONNECT" | "GLOBAL_SUPPRESSION" | "GREYLISTED" | "LEADING_PERIOD_REMOVED" | "MAIL_SERVER_DID_NOT_RESPOND" | "MAIL_SERVER_TEMPORARY_ERROR" | "MAILBOX_NOT_FOUND" | "MAILBOX_QUOTA_EXCEEDED" | "NO_DNS_ENTRIES" | "POSSIBLE_TRAP" | "POSSIBLE_TYPO" | "ROLE_BASED" | "ROLE_BASED_CATCH_ALL" | "TIMEOUT_EXCEEDED" | "TOXIC" | "UNROUTABLE_IP_ADDRESS") | null;
            contactId?: string | null;
            readonly organizationId?: string;
        };
        /** @description An email address with its verification result: domain age, free-mail provider, MX record, SMTP provider and status. */
        EmailAddress: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            /** Format: email */
            email: string;
            domainAgeDays: number | null;
            isFreeEmail: boolean | null;
            hasMxRecord: boolean | null;
            mxRecord: string | null;
            processedAt: string | null;
            smtpProvider: string | null;
            /** @enum {string} */
            status: "ABUSE" | "CATCH_ALL" | "DO_NOT" | "INVALID" | "SPAMTRAP" | "UNKNOWN" | "VALID";
            subStatus: ("ALIAS_ADDRESS" | "ALTERNATE" | "ANTISPAM_SYSTEM" | "DISPOSABLE" | "DOES_NOT_ACCEPT" | "EXCEPTION_OCCURRED" | "FAILED_SMTP_CONNECTION" | "FAILED_SYNTAX_CHECK" | "FORCIBLE_DISCONNECT" | "GLOBAL_SUPPRESSION" | "GREYLISTED" | "LEADING_PERIOD_REMOVED" | "MAIL_SERVER_DID_NOT_RESPOND" | "MAIL_SERVER_TEMPORARY_ERROR" | "MAILBOX_NOT_FOUND" | "MAILBOX_QUOTA_EXCEEDED" | "NO_DNS_ENTRIES" | "POSSIBLE_TRAP" | "POSSIBLE_TYPO" | "ROLE_BASED" | "ROLE_BASED_CATCH_ALL" | "TIMEOUT_EXCEEDED" | "TOXIC" | "UNROUTABLE_IP_ADDRESS") | null;
            contactId: string | null;
            readonly organizationId?: string;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        EmailAddressFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.email.equals"?: string;
            "filter.email.not"?: string;
            "filter.email.contains"?: string;
            "filter.email.startsWith"?: string;
            "filter.email.endsWith"?: string;
            "filter.email.in"?: string;
            "filter.email.notIn"?: string;
            "filter.domainAgeDays.equals"?: string;
            "filter.domainAgeDays.not"?: string;
            "filter.domainAgeDays.gt"?: number;
            "filter.domainAgeDays.gte"?: number;
            "filter.domainAgeDays.lt"?: number;
            "filter.domainAgeDays.lte"?: number;
            "filter.domainAgeDays.in"?: string;
            "filter.isFreeEmail.equals"?: boolean;
            "filter.isFreeEmail.not"?: boolean;
            "filter.hasMxRecord.equals"?: boolean;
            "filter.hasMxRecord.not"?: boolean;
            "filter.mxRecord.equals"?: string;
            "filter.mxRecord.not"?: string;
            "filter.mxRecord.contains"?: string;
            "filter.mxRecord.startsWith"?: string;
            "filter.mxRecord.endsWith"?: string;
            "filter.mxRecord.in"?: string;
            "filter.mxRecord.notIn"?: string;
            "filter.processedAt.equals"?: string;
            "filter.processedAt.gt"?: string;
            "filter.processedAt.gte"?: string;
            "filter.processedAt.lt"?: string;
            "filter.processedAt.lte"?: string;
            "filter.smtpProvider.equals"?: string;
            "filter.smtpProvider.not"?: string;
            "filter.smtpProvider.contains"?: string;
            "filter.smtpProvider.startsWith"?: string;
            "filter.smtpProvider.endsWith"?: string;
            "filter.smtpProvider.in"?: string;
            "filter.smtpProvider.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.subStatus.equals"?: string;
            "filter.subStatus.not"?: string;
            "filter.subStatus.contains"?: string;
            "filter.subStatus.startsWith"?: string;
            "filter.subStatus.endsWith"?: string;
            "filter.subStatus.in"?: string;
            "filter.subStatus.notIn"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.organizationId.equals"?: string;
            "filter.organizationId.not"?: string;
            "filter.organizationId.contains"?: string;
            "filter.organizationId.startsWith"?: string;
            "filter.organizationId.endsWith"?: string;
            "filter.organizationId.in"?: string;
            "filter.organizationId.notIn"?: string;
        };
        EmailAddressCreate: {
            sort?: number;
            /** Format: email */
            email: string;
            domainAgeDays?: number | null;
            isFreeEmail?: boolean | null;
            hasMxRecord?: boolean | null;
            mxRecord?: string | null;
            processedAt?: string | null;
            smtpProvider?: string | null;
            /** @enum {string} */
            status?: "ABUSE" | "CATCH_ALL" | "DO_NOT" | "INVALID" | "SPAMTRAP" | "UNKNOWN" | "VALID";
            subStatus?: ("ALIAS_ADDRESS" | "ALTERNATE" | "ANTISPAM_SYSTEM" | "DISPOSABLE" | "DOES_NOT_ACCEPT" | "EXCEPTION_OCCURRED" | "FAILED_SMTP_CONNECTION" | "FAILED_SYNTAX_CHECK" | "FORCIBLE_DISCONNECT" | "GLOBAL_SUPPRESSION" | "GREYLISTED" | "LEADING_PERIOD_REMOVED" | "MAIL_SERVER_DID_NOT_RESPOND" | "MAIL_SERVER_TEMPORARY_ERROR" | "MAILBOX_NOT_FOUND" | "MAILBOX_QUOTA_EXCEEDED" | "NO_DNS_ENTRIES" | "POSSIBLE_TRAP" | "POSSIBLE_TYPO" | "ROLE_BASED" | "ROLE_BASED_CATCH_ALL" | "TIMEOUT_EXCEEDED" | "TOXIC" | "UNROUTABLE_IP_ADDRESS") | null;
            contactId?: string | null;
        };
        EmailAddressUpdate: {
            sort?: number;
            /** Format: email */
            email?: string;
            domainAgeDays?: number | null;
            isFreeEmail?: boolean | null;
            hasMxRecord?: boolean | null;
            mxRecord?: string | null;
            processedAt?: string | null;
            smtpProvider?: string | null;
            /** @enum {string} */
            status?: "ABUSE" | "CATCH_ALL" | "DO_NOT" | "INVALID" | "SPAMTRAP" | "UNKNOWN" | "VALID";
            subStatus?: ("ALIAS_ADDRESS" | "ALTERNATE" | "ANTISPAM_SYSTEM" | "DISPOSABLE" | "DOES_NOT_ACCEPT" | "EXCEPTION_OCCURRED" | "FAILED_SMTP_CONNECTION" | "FAILED_SYNTAX_CHECK" | "FORCIBLE_DISCONNECT" | "GLOBAL_SUPPRESSION" | "GREYLISTED" | "LEADING_PERIOD_REMOVED" | "MAIL_SERVER_DID_NOT_RESPOND" | "MAIL_SERVER_TEMPORARY_ERROR" | "MAILBOX_NOT_FOUND" | "MAILBOX_QUOTA_EXCEEDED" | "NO_DNS_ENTRIES" | "POSSIBLE_TRAP" | "POSSIBLE_TYPO" | "ROLE_BASED" | "ROLE_BASED_CATCH_ALL" | "TIMEOUT_EXCEEDED" | "TOXIC" | "UNROUTABLE_IP_ADDRESS") | null;
            contactId?: string | null;
        };
        /** @description A contact's position at an organization: title, seniority, dates and earlier history. A list returns every field, or those `select[]` names (nested ones too). */
        EmploymentFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            contactId?: string;
            companyId?: string | null;
            organization?: string | null;
            title?: string | null;
            seniority?: ("JUNIOR" | "MID" | "SENIOR" | "EXECUTIVE") | null;
            current?: boolean;
            start?: string | null;
            end?: string | null;
            history?: {
                current?: boolean;
                start?: string;
                end?: string;
                organization?: string;
                title?: string;
                raw?: unknown;
            }[];
        };
        /** @description A contact's position at an organization: title, seniority, dates and earlier history. */
        Employment: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            contactId: string;
            companyId: string | null;
            organization: string | null;
            title: string | null;
            seniority: ("JUNIOR" | "MID" | "SENIOR" | "EXECUTIVE") | null;
            current: boolean;
            start: string | null;
            end: string | null;
            history: {
                current: boolean;
                start: string;
                end?: string;
                organization: string;
                title?: string;
                raw?: unknown;
            }[];
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        EmploymentFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.companyId.equals"?: string;
            "filter.companyId.not"?: string;
            "filter.companyId.contains"?: string;
            "filter.companyId.startsWith"?: string;
            "filter.companyId.endsWith"?: string;
            "filter.companyId.in"?: string;
            "filter.companyId.notIn"?: string;
            "filter.organization.equals"?: string;
            "filter.organization.not"?: string;
            "filter.organization.contains"?: string;
            "filter.organization.startsWith"?: string;
            "filter.organization.endsWith"?: string;
            "filter.organization.in"?: string;
            "filter.organization.notIn"?: string;
            "filter.title.equals"?: string;
            "filter.title.not"?: string;
            "filter.title.contains"?: string;
            "filter.title.startsWith"?: string;
            "filter.title.endsWith"?: string;
            "filter.title.in"?: string;
            "filter.title.notIn"?: string;
            "filter.seniority.equals"?: string;
            "filter.seniority.not"?: string;
            "filter.seniority.contains"?: string;
            "filter.seniority.startsWith"?: string;
            "filter.seniority.endsWith"?: string;
            "filter.seniority.in"?: string;
            "filter.seniority.notIn"?: string;
            "filter.current.equals"?: boolean;
            "filter.current.not"?: boolean;
            "filter.start.equals"?: string;
            "filter.start.not"?: string;
            "filter.start.contains"?: string;
            "filter.start.startsWith"?: string;
            "filter.start.endsWith"?: string;
            "filter.start.in"?: string;
            "filter.start.notIn"?: string;
            "filter.end.equals"?: string;
            "filter.end.not"?: string;
            "filter.end.contains"?: string;
            "filter.end.startsWith"?: string;
            "filter.end.endsWith"?: string;
            "filter.end.in"?: string;
            "filter.end.notIn"?: string;
        };
        EmploymentCreate: {
            sort?: number;
            contactId: string;
            companyId?: string | null;
            organization?: string | null;
            title?: string | null;
            seniority?: ("JUNIOR" | "MID" | "SENIOR" | "EXECUTIVE") | null;
            current?: boolean;
            start?: string | null;
            end?: string | null;
            history?: {
                current: boolean;
                start: string;
                end?: string;
                organization: string;
                title?: string;
                raw?: unknown;
            }[];
        };
        EmploymentUpdate: {
            sort?: number;
            contactId?: string;
            companyId?: string | null;
            organization?: string | null;
            title?: string | null;
            seniority?: ("JUNIOR" | "MID" | "SENIOR" | "EXECUTIVE") | null;
            current?: boolean;
            start?: string | null;
            end?: string | null;
            history?: {
                current: boolean;
                start: string;
                end?: string;
                organization: string;
                title?: string;
                raw?: unknown;
            }[];
        };
        /** @description A note on a contact, company or deal; notes from import webhooks are handled exactly like notes entered by hand. Each new note is reasoned over within seconds: `reasoning` is null while pending, then {status (DONE, SKIPPED or FAILED), intent, action, confidence, rationale, evidence, requiresReview, generationId, fineTuningId, model, modelFallback}, adjusted by the organization's NOTES fine-tuning; `model` names what answered, and `modelFallback` is MONTHLY_TOKEN_BUDGET when the local reasoner stood in for the model because the organization's month had spent its token budget. A list returns every field, or those `select[]` names (nested ones too). */
        NoteFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            body?: string;
            contactId?: string | null;
            companyId?: string | null;
            dealId?: string | null;
            authorId?: string | null;
            readonly importId?: string | null;
            readonly reasoning?: {
                [key: string]: unknown;
            } | null;
        };
        /** @description A note on a contact, company or deal; notes from import webhooks are handled exactly like notes entered by hand. Each new note is reasoned over within seconds: `reasoning` is null while pending, then {status (DONE, SKIPPED or FAILED), intent, action, confidence, rationale, evidence, requiresReview, generationId, fineTuningId, model, modelFallback}, adjusted by the organization's NOTES fine-tuning; `model` names what answered, and `modelFallback` is MONTHLY_TOKEN_BUDGET when the local reasoner stood in for the model because the organization's month had spent its token budget. */
        Note: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            body: string;
            contactId: string | null;
            companyId: string | null;
            dealId: string | null;
            authorId: string | null;
            readonly importId: string | null;
            readonly reasoning: {
                [key: string]: unknown;
            } | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        NoteFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.body.equals"?: string;
            "filter.body.not"?: string;
            "filter.body.contains"?: string;
            "filter.body.startsWith"?: string;
            "filter.body.endsWith"?: string;
            "filter.body.in"?: string;
            "filter.body.notIn"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.companyId.equals"?: string;
            "filter.companyId.not"?: string;
            "filter.companyId.contains"?: string;
            "filter.companyId.startsWith"?: string;
            "filter.companyId.endsWith"?: string;
            "filter.companyId.in"?: string;
            "filter.companyId.notIn"?: string;
            "filter.dealId.equals"?: string;
            "filter.dealId.not"?: string;
            "filter.dealId.contains"?: string;
            "filter.dealId.startsWith"?: string;
            "filter.dealId.endsWith"?: string;
            "filter.dealId.in"?: string;
            "filter.dealId.notIn"?: string;
            "filter.authorId.equals"?: string;
            "filter.authorId.not"?: string;
            "filter.authorId.contains"?: string;
            "filter.authorId.startsWith"?: string;
            "filter.authorId.endsWith"?: string;
            "filter.authorId.in"?: string;
            "filter.authorId.notIn"?: string;
            "filter.importId.equals"?: string;
            "filter.importId.not"?: string;
            "filter.importId.contains"?: string;
            "filter.importId.startsWith"?: string;
            "filter.importId.endsWith"?: string;
            "filter.importId.in"?: string;
            "filter.importId.notIn"?: string;
        };
        NoteCreate: {
            sort?: number;
            body: string;
            contactId?: string | null;
            companyId?: string | null;
            dealId?: string | null;
            authorId?: string | null;
        };
        NoteUpdate: {
            sort?: number;
            body?: string;
            contactId?: string | null;
            companyId?: string | null;
            dealId?: string | null;
            authorId?: string | null;
        };
        /** @description A to-do with a status, priority and due time, assigned to a membership and linked to a contact or deal. A list returns every field, or those `select[]` names (nested ones too). */
        TaskFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            title?: string;
            description?: string | null;
            /** @enum {string} */
            status?: "TODO" | "IN_PROGRESS" | "DONE";
            /** @enum {string} */
            priority?: "LOW" | "MEDIUM" | "HIGH";
            dueAt?: string | null;
            assigneeId?: string | null;
            contactId?: string | null;
            dealId?: string | null;
        };
        /** @description A to-do with a status, priority and due time, assigned to a membership and linked to a contact or deal. */
        Task: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            title: string;
            description: string | null;
            /** @enum {string} */
            status: "TODO" | "IN_PROGRESS" | "DONE";
            /** @enum {string} */
            priority: "LOW" | "MEDIUM" | "HIGH";
            dueAt: string | null;
            assigneeId: string | null;
            contactId: string | null;
            dealId: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        TaskFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.title.equals"?: string;
            "filter.title.not"?: string;
            "filter.title.contains"?: string;
            "filter.title.startsWith"?: string;
            "filter.title.endsWith"?: string;
            "filter.title.in"?: string;
            "filter.title.notIn"?: string;
            "filter.description.equals"?: string;
            "filter.description.not"?: string;
            "filter.description.contains"?: string;
            "filter.description.startsWith"?: string;
            "filter.description.endsWith"?: string;
            "filter.description.in"?: string;
            "filter.description.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.priority.equals"?: string;
            "filter.priority.not"?: string;
            "filter.priority.contains"?: string;
            "filter.priority.startsWith"?: string;
            "filter.priority.endsWith"?: string;
            "filter.priority.in"?: string;
            "filter.priority.notIn"?: string;
            "filter.dueAt.equals"?: string;
            "filter.dueAt.gt"?: string;
            "filter.dueAt.gte"?: string;
            "filter.dueAt.lt"?: string;
            "filter.dueAt.lte"?: string;
            "filter.assigneeId.equals"?: string;
            "filter.assigneeId.not"?: string;
            "filter.assigneeId.contains"?: string;
            "filter.assigneeId.startsWith"?: string;
            "filter.assigneeId.endsWith"?: string;
            "filter.assigneeId.in"?: string;
            "filter.assigneeId.notIn"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.dealId.equals"?: string;
            "filter.dealId.not"?: string;
            "filter.dealId.contains"?: string;
            "filter.dealId.startsWith"?: string;
            "filter.dealId.endsWith"?: string;
            "filter.dealId.in"?: string;
            "filter.dealId.notIn"?: string;
        };
        TaskCreate: {
            sort?: number;
            title: string;
            description?: string | null;
            /** @enum {string} */
            status?: "TODO" | "IN_PROGRESS" | "DONE";
            /** @enum {string} */
            priority?: "LOW" | "MEDIUM" | "HIGH";
            dueAt?: string | null;
            assigneeId?: string | null;
            contactId?: string | null;
            dealId?: string | null;
        };
        TaskUpdate: {
            sort?: number;
            title?: string;
            description?: string | null;
            /** @enum {string} */
            status?: "TODO" | "IN_PROGRESS" | "DONE";
            /** @enum {string} */
            priority?: "LOW" | "MEDIUM" | "HIGH";
            dueAt?: string | null;
            assigneeId?: string | null;
            contactId?: string | null;
            dealId?: string | null;
        };
        /** @description Something that happened with a contact or deal (a call, an email, a meeting), and when. The service adds one on the contact for every campaign message sent, opened, clicked, replied to or bounced (type EMAIL_SENT, EMAIL_OPENED, EMAIL_CLICKED, EMAIL_REPLIED, EMAIL_BOUNCED, with the sent email's id), so a contact's activities are its timeline. A list returns every field, or those `select[]` names (nested ones too). */
        ActivityFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            /** @enum {string} */
            type?: "CALL" | "EMAIL" | "MEETING" | "NOTE" | "TASK" | "OTHER" | "EMAIL_SENT" | "EMAIL_OPENED" | "EMAIL_CLICKED" | "EMAIL_REPLIED" | "EMAIL_BOUNCED";
            subject?: string | null;
            body?: string | null;
            occurredAt?: string;
            contactId?: string | null;
            dealId?: string | null;
            sentEmailId?: string | null;
        };
        /** @description Something that happened with a contact or deal (a call, an email, a meeting), and when. The service adds one on the contact for every campaign message sent, opened, clicked, replied to or bounced (type EMAIL_SENT, EMAIL_OPENED, EMAIL_CLICKED, EMAIL_REPLIED, EMAIL_BOUNCED, with the sent email's id), so a contact's activities are its timeline. */
        Activity: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            /** @enum {string} */
            type: "CALL" | "EMAIL" | "MEETING" | "NOTE" | "TASK" | "OTHER" | "EMAIL_SENT" | "EMAIL_OPENED" | "EMAIL_CLICKED" | "EMAIL_REPLIED" | "EMAIL_BOUNCED";
            subject: string | null;
            body: string | null;
            occurredAt: string;
            contactId: string | null;
            dealId: string | null;
            sentEmailId: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        ActivityFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.type.equals"?: string;
            "filter.type.not"?: string;
            "filter.type.contains"?: string;
            "filter.type.startsWith"?: string;
            "filter.type.endsWith"?: string;
            "filter.type.in"?: string;
            "filter.type.notIn"?: string;
            "filter.subject.equals"?: string;
            "filter.subject.not"?: string;
            "filter.subject.contains"?: string;
            "filter.subject.startsWith"?: string;
            "filter.subject.endsWith"?: string;
            "filter.subject.in"?: string;
            "filter.subject.notIn"?: string;
            "filter.body.equals"?: string;
            "filter.body.not"?: string;
            "filter.body.contains"?: string;
            "filter.body.startsWith"?: string;
            "filter.body.endsWith"?: string;
            "filter.body.in"?: string;
            "filter.body.notIn"?: string;
            "filter.occurredAt.equals"?: string;
            "filter.occurredAt.gt"?: string;
            "filter.occurredAt.gte"?: string;
            "filter.occurredAt.lt"?: string;
            "filter.occurredAt.lte"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.dealId.equals"?: string;
            "filter.dealId.not"?: string;
            "filter.dealId.contains"?: string;
            "filter.dealId.startsWith"?: string;
            "filter.dealId.endsWith"?: string;
            "filter.dealId.in"?: string;
            "filter.dealId.notIn"?: string;
            "filter.sentEmailId.equals"?: string;
            "filter.sentEmailId.not"?: string;
            "filter.sentEmailId.contains"?: string;
            "filter.sentEmailId.startsWith"?: string;
            "filter.sentEmailId.endsWith"?: string;
            "filter.sentEmailId.in"?: string;
            "filter.sentEmailId.notIn"?: string;
        };
        ActivityCreate: {
            sort?: number;
            /** @enum {string} */
            type: "CALL" | "EMAIL" | "MEETING" | "NOTE" | "TASK" | "OTHER" | "EMAIL_SENT" | "EMAIL_OPENED" | "EMAIL_CLICKED" | "EMAIL_REPLIED" | "EMAIL_BOUNCED";
            subject?: string | null;
            body?: string | null;
            occurredAt?: string;
            contactId?: string | null;
            dealId?: string | null;
            sentEmailId?: string | null;
        };
        ActivityUpdate: {
            sort?: number;
            /** @enum {string} */
            type?: "CALL" | "EMAIL" | "MEETING" | "NOTE" | "TASK" | "OTHER" | "EMAIL_SENT" | "EMAIL_OPENED" | "EMAIL_CLICKED" | "EMAIL_REPLIED" | "EMAIL_BOUNCED";
            subject?: string | null;
            body?: string | null;
            occurredAt?: string;
            contactId?: string | null;
            dealId?: string | null;
            sentEmailId?: string | null;
        };
        /** @description A sales opportunity: its value, the pipeline stage it is in, its outcome and the contact and company involved. A list returns every field, or those `select[]` names (nested ones too). */
        DealFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            value?: number | null;
            currency?: string | null;
            pipelineId?: string | null;
            stageId?: string | null;
            /** @enum {string} */
            status?: "OPEN" | "WON" | "LOST";
            closeDate?: string | null;
            contactId?: string | null;
            companyId?: string | null;
            ownerId?: string | null;
        };
        /** @description A sales opportunity: its value, the pipeline stage it is in, its outcome and the contact and company involved. */
        Deal: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            value: number | null;
            currency: string | null;
            pipelineId: string | null;
            stageId: string | null;
            /** @enum {string} */
            status: "OPEN" | "WON" | "LOST";
            closeDate: string | null;
            contactId: string | null;
            companyId: string | null;
            ownerId: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        DealFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.value.equals"?: string;
            "filter.value.not"?: string;
            "filter.value.gt"?: number;
            "filter.value.gte"?: number;
            "filter.value.lt"?: number;
            "filter.value.lte"?: number;
            "filter.value.in"?: string;
            "filter.currency.equals"?: string;
            "filter.currency.not"?: string;
            "filter.currency.contains"?: string;
            "filter.currency.startsWith"?: string;
            "filter.currency.endsWith"?: string;
            "filter.currency.in"?: string;
            "filter.currency.notIn"?: string;
            "filter.pipelineId.equals"?: string;
            "filter.pipelineId.not"?: string;
            "filter.pipelineId.contains"?: string;
            "filter.pipelineId.startsWith"?: string;
            "filter.pipelineId.endsWith"?: string;
            "filter.pipelineId.in"?: string;
            "filter.pipelineId.notIn"?: string;
            "filter.stageId.equals"?: string;
            "filter.stageId.not"?: string;
            "filter.stageId.contains"?: string;
            "filter.stageId.startsWith"?: string;
            "filter.stageId.endsWith"?: string;
            "filter.stageId.in"?: string;
            "filter.stageId.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.closeDate.equals"?: string;
            "filter.closeDate.gt"?: string;
            "filter.closeDate.gte"?: string;
            "filter.closeDate.lt"?: string;
            "filter.closeDate.lte"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.companyId.equals"?: string;
            "filter.companyId.not"?: string;
            "filter.companyId.contains"?: string;
            "filter.companyId.startsWith"?: string;
            "filter.companyId.endsWith"?: string;
            "filter.companyId.in"?: string;
            "filter.companyId.notIn"?: string;
            "filter.ownerId.equals"?: string;
            "filter.ownerId.not"?: string;
            "filter.ownerId.contains"?: string;
            "filter.ownerId.startsWith"?: string;
            "filter.ownerId.endsWith"?: string;
            "filter.ownerId.in"?: string;
            "filter.ownerId.notIn"?: string;
        };
        DealCreate: {
            sort?: number;
            name: string;
            value?: number | null;
            currency?: string | null;
            pipelineId?: string | null;
            stageId?: string | null;
            /** @enum {string} */
            status?: "OPEN" | "WON" | "LOST";
            closeDate?: string | null;
            contactId?: string | null;
            companyId?: string | null;
            ownerId?: string | null;
        };
        DealUpdate: {
            sort?: number;
            name?: string;
            value?: number | null;
            currency?: string | null;
            pipelineId?: string | null;
            stageId?: string | null;
            /** @enum {string} */
            status?: "OPEN" | "WON" | "LOST";
            closeDate?: string | null;
            contactId?: string | null;
            companyId?: string | null;
            ownerId?: string | null;
        };
        /** @description A sales pipeline: a name, a description and what the value of its deals means. A list returns every field, or those `select[]` names (nested ones too). */
        PipelineFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            description?: string;
            defaultValue?: string;
            valueDescription?: string | null;
            readonly organizationId?: string;
        };
        /** @description A sales pipeline: a name, a description and what the value of its deals means. */
        Pipeline: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            description: string;
            defaultValue: string;
            valueDescription: string | null;
            readonly organizationId?: string;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        PipelineFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.description.equals"?: string;
            "filter.description.not"?: string;
            "filter.description.contains"?: string;
            "filter.description.startsWith"?: string;
            "filter.description.endsWith"?: string;
            "filter.description.in"?: string;
            "filter.description.notIn"?: string;
            "filter.defaultValue.equals"?: string;
            "filter.defaultValue.not"?: string;
            "filter.defaultValue.contains"?: string;
            "filter.defaultValue.startsWith"?: string;
            "filter.defaultValue.endsWith"?: string;
            "filter.defaultValue.in"?: string;
            "filter.defaultValue.notIn"?: string;
            "filter.valueDescription.equals"?: string;
            "filter.valueDescription.not"?: string;
            "filter.valueDescription.contains"?: string;
            "filter.valueDescription.startsWith"?: string;
            "filter.valueDescription.endsWith"?: string;
            "filter.valueDescription.in"?: string;
            "filter.valueDescription.notIn"?: string;
            "filter.organizationId.equals"?: string;
            "filter.organizationId.not"?: string;
            "filter.organizationId.contains"?: string;
            "filter.organizationId.startsWith"?: string;
            "filter.organizationId.endsWith"?: string;
            "filter.organizationId.in"?: string;
            "filter.organizationId.notIn"?: string;
        };
        PipelineCreate: {
            sort?: number;
            name: string;
            description: string;
            defaultValue?: string;
            valueDescription?: string | null;
        };
        PipelineUpdate: {
            sort?: number;
            name?: string;
            description?: string;
            defaultValue?: string;
            valueDescription?: string | null;
        };
        /** @description A stage of a pipeline, with the probability of winning a deal in it; the envelope's sort orders the stages. A list returns every field, or those `select[]` names (nested ones too). */
        PipelineStageFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            pipelineId?: string;
            name?: string;
            probability?: number | null;
        };
        /** @description A stage of a pipeline, with the probability of winning a deal in it; the envelope's sort orders the stages. */
        PipelineStage: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            pipelineId: string;
            name: string;
            probability: number | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        PipelineStageFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.pipelineId.equals"?: string;
            "filter.pipelineId.not"?: string;
            "filter.pipelineId.contains"?: string;
            "filter.pipelineId.startsWith"?: string;
            "filter.pipelineId.endsWith"?: string;
            "filter.pipelineId.in"?: string;
            "filter.pipelineId.notIn"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.probability.equals"?: string;
            "filter.probability.not"?: string;
            "filter.probability.gt"?: number;
            "filter.probability.gte"?: number;
            "filter.probability.lt"?: number;
            "filter.probability.lte"?: number;
            "filter.probability.in"?: string;
        };
        PipelineStageCreate: {
            sort?: number;
            pipelineId: string;
            name: string;
            probability?: number | null;
        };
        PipelineStageUpdate: {
            sort?: number;
            name?: string;
            probability?: number | null;
        };
        /** @description A saved view: a named set of filters over contacts or companies. A list returns every field, or those `select[]` names (nested ones too). */
        ViewFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            description?: string | null;
            /** @enum {string} */
            target?: "COMPANY" | "CONTACT";
            filters?: {
                property?: string;
                condition?: string;
                value?: {
                    value?: string;
                    label?: string;
                } | {
                    value?: string;
                    label?: string;
                }[];
            }[];
            readonly organizationId?: string;
        };
        /** @description A saved view: a named set of filters over contacts or companies. */
        View: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            description: string | null;
            /** @enum {string} */
            target: "COMPANY" | "CONTACT";
            filters: {
                property: string;
                condition: string;
                value: {
                    value: string;
                    label: string;
                } | {
                    value: string;
                    label: string;
                }[];
            }[];
            readonly organizationId?: string;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        ViewFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.description.equals"?: string;
            "filter.description.not"?: string;
            "filter.description.contains"?: string;
            "filter.description.startsWith"?: string;
            "filter.description.endsWith"?: string;
            "filter.description.in"?: string;
            "filter.description.notIn"?: string;
            "filter.target.equals"?: string;
            "filter.target.not"?: string;
            "filter.target.contains"?: string;
            "filter.target.startsWith"?: string;
            "filter.target.endsWith"?: string;
            "filter.target.in"?: string;
            "filter.target.notIn"?: string;
            "filter.organizationId.equals"?: string;
            "filter.organizationId.not"?: string;
            "filter.organizationId.contains"?: string;
            "filter.organizationId.startsWith"?: string;
            "filter.organizationId.endsWith"?: string;
            "filter.organizationId.in"?: string;
            "filter.organizationId.notIn"?: string;
        };
        ViewCreate: {
            sort?: number;
            name: string;
            description?: string | null;
            /** @enum {string} */
            target: "COMPANY" | "CONTACT";
            filters?: {
                property: string;
                condition: string;
                value: {
                    value: string;
                    label: string;
                } | {
                    value: string;
                    label: string;
                }[];
            }[];
        };
        ViewUpdate: {
            sort?: number;
            name?: string;
            description?: string | null;
            /** @enum {string} */
            target?: "COMPANY" | "CONTACT";
            filters?: {
                property: string;
                condition: string;
                value: {
                    value: string;
                    label: string;
                } | {
                    value: string;
                    label: string;
                }[];
            }[];
        };
        /** @description Links a custom property to a saved view; `view` is a copy of the view the service takes on write. A list returns every field, or those `select[]` names (nested ones too). */
        PropertyViewFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            propertyId?: string;
            viewId?: string;
            readonly view?: {
                object?: string;
                id?: string;
                sort?: number;
                createdAt?: string;
                updatedAt?: string;
                deletedAt?: string | null;
                name?: string;
                description?: string | null;
                /** @enum {string} */
                target?: "COMPANY" | "CONTACT";
                filters?: {
                    property?: string;
                    condition?: string;
                    value?: {
                        value?: string;
                        label?: string;
                    } | {
                        value?: string;
                        label?: string;
                    }[];
                }[];
                organizationId?: string;
            };
        };
        /** @description Links a custom property to a saved view; `view` is a copy of the view the service takes on write. */
        PropertyView: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            propertyId: string;
            viewId: string;
            readonly view?: {
                object: string;
                id: string;
                sort: number;
                createdAt: string;
                updatedAt: string;
                deletedAt: string | null;
                name: string;
                description: string | null;
                /** @enum {string} */
                target: "COMPANY" | "CONTACT";
                filters: {
                    property: string;
                    condition: string;
                    value: {
                        value: string;
                        label: string;
                    } | {
                        value: string;
                        label: string;
                    }[];
                }[];
                organizationId: string;
            };
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        PropertyViewFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.propertyId.equals"?: string;
            "filter.propertyId.not"?: string;
            "filter.propertyId.contains"?: string;
            "filter.propertyId.startsWith"?: string;
            "filter.propertyId.endsWith"?: string;
            "filter.propertyId.in"?: string;
            "filter.propertyId.notIn"?: string;
            "filter.viewId.equals"?: string;
            "filter.viewId.not"?: string;
            "filter.viewId.contains"?: string;
            "filter.viewId.startsWith"?: string;
            "filter.viewId.endsWith"?: string;
            "filter.viewId.in"?: string;
            "filter.viewId.notIn"?: string;
        };
        PropertyViewCreate: {
            sort?: number;
            propertyId: string;
            viewId: string;
        };
        PropertyViewUpdate: {
            sort?: number;
            propertyId?: string;
            viewId?: string;
        };
        /** @description A custom property definition: the key used in customProperties, its value type and whether contacts or companies carry it. A list returns every field, or those `select[]` names (nested ones too). */
        PropertyFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            /** @enum {string} */
            type?: "STRING" | "NUMBER" | "BOOLEAN" | "DATE" | "ARRAY";
            /** @enum {string} */
            target?: "CONTACT" | "COMPANY";
            label?: string | null;
        };
        /** @description A custom property definition: the key used in customProperties, its value type and whether contacts or companies carry it. */
        Property: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            /** @enum {string} */
            type: "STRING" | "NUMBER" | "BOOLEAN" | "DATE" | "ARRAY";
            /** @enum {string} */
            target: "CONTACT" | "COMPANY";
            label: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        PropertyFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.type.equals"?: string;
            "filter.type.not"?: string;
            "filter.type.contains"?: string;
            "filter.type.startsWith"?: string;
            "filter.type.endsWith"?: string;
            "filter.type.in"?: string;
            "filter.type.notIn"?: string;
            "filter.target.equals"?: string;
            "filter.target.not"?: string;
            "filter.target.contains"?: string;
            "filter.target.startsWith"?: string;
            "filter.target.endsWith"?: string;
            "filter.target.in"?: string;
            "filter.target.notIn"?: string;
            "filter.label.equals"?: string;
            "filter.label.not"?: string;
            "filter.label.contains"?: string;
            "filter.label.startsWith"?: string;
            "filter.label.endsWith"?: string;
            "filter.label.in"?: string;
            "filter.label.notIn"?: string;
        };
        PropertyCreate: {
            sort?: number;
            name: string;
            /** @enum {string} */
            type: "STRING" | "NUMBER" | "BOOLEAN" | "DATE" | "ARRAY";
            /** @enum {string} */
            target: "CONTACT" | "COMPANY";
            label?: string | null;
        };
        PropertyUpdate: {
            sort?: number;
            label?: string | null;
        };
        /** @description An email address or a whole domain that campaigns never send to; each value exists once in an organization. A list returns every field, or those `select[]` names (nested ones too). */
        SuppressionFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            /** @enum {string} */
            type?: "EMAIL" | "DOMAIN";
            value?: string;
            reason?: string | null;
        };
        /** @description An email address or a whole domain that campaigns never send to; each value exists once in an organization. */
        Suppression: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            /** @enum {string} */
            type: "EMAIL" | "DOMAIN";
            value: string;
            reason: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        SuppressionFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.type.equals"?: string;
            "filter.type.not"?: string;
            "filter.type.contains"?: string;
            "filter.type.startsWith"?: string;
            "filter.type.endsWith"?: string;
            "filter.type.in"?: string;
            "filter.type.notIn"?: string;
            "filter.value.equals"?: string;
            "filter.value.not"?: string;
            "filter.value.contains"?: string;
            "filter.value.startsWith"?: string;
            "filter.value.endsWith"?: string;
            "filter.value.in"?: string;
            "filter.value.notIn"?: string;
            "filter.reason.equals"?: string;
            "filter.reason.not"?: string;
            "filter.reason.contains"?: string;
            "filter.reason.startsWith"?: string;
            "filter.reason.endsWith"?: string;
            "filter.reason.in"?: string;
            "filter.reason.notIn"?: string;
        };
        SuppressionCreate: {
            sort?: number;
            /** @enum {string} */
            type: "EMAIL" | "DOMAIN";
            value: string;
            reason?: string | null;
        };
        SuppressionUpdate: {
            sort?: number;
            /** @enum {string} */
            type?: "EMAIL" | "DOMAIN";
            value?: string;
            reason?: string | null;
        };
        /** @description An import of contacts and companies: its source, options, qualification rules, progress and logs. A list returns every field, or those `select[]` names (nested ones too). */
        ImportFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            /** @enum {string} */
            type?: "API" | "FILE_IMPORT" | "MANUAL" | "WEBHOOK" | "EMAIL" | "SUGGESTION" | "ENRICHMENT_PROVIDER";
            zapier?: ("TYPEFORM" | "JOTFORM" | "GOOGLE_FORMS" | "WUFOO" | "FORMSTACK" | "GRAVITY_FORMS" | "TALLY" | "CALENDLY" | "FACEBOOK_LEAD_ADS" | "LINKEDIN_LEAD_GEN_FORMS" | "SHOPIFY" | "WOOCOMMERCE" | "STRIPE" | "HUBSPOT" | "MAILCHIMP" | "ACTIVECAMPAIGN" | "KLAVIYO" | "PIPEDRIVE") | null;
            app?: ("HUBSPOT" | "SALESFORCE" | "PIPEDRIVE" | "GOOGLE_SHEETS" | "AIRTABLE" | "NOTION") | null;
            data?: {
                /** @description Set by the service: the hash of the webhook secret. */
                readonly webhook?: {
                    hash?: string;
                };
                internalLabel?: string;
            };
            /** @enum {string} */
            order?: "CHRONOLOGICAL" | "RANDOM";
            /** @enum {string} */
            status?: "PENDING" | "IMPORTING" | "IMPORTED";
            event?: boolean;
            enrich?: boolean;
            logs?: string[];
            total?: number | null;
            version?: string;
            note?: string | null;
            authorId?: string | null;
            archiveImported?: boolean;
            processImported?: boolean;
            connectExisting?: boolean;
            prospectingStatus?: ("PROSPECTING" | "PROSPECTED") | null;
            recurringCount?: number | null;
            recurringUnit?: ("DAY" | "WEEK" | "MONTH") | null;
            qualificationCompanyWebsiteDown?: boolean;
            qualificationContactEmailFreeDomain?: boolean;
            qualificationContactEmailInvalid?: boolean;
            webhookRateLimit?: {
                perSecond?: number;
                burst?: number;
            } | null;
            readonly organizationId?: string;
        };
        /** @description An import of contacts and companies: its source, options, qualification rules, progress and logs. */
        Import: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            /** @enum {string} */
            type: "API" | "FILE_IMPORT" | "MANUAL" | "WEBHOOK" | "EMAIL" | "SUGGESTION" | "ENRICHMENT_PROVIDER";
            zapier: ("TYPEFORM" | "JOTFORM" | "GOOGLE_FORMS" | "WUFOO" | "FORMSTACK" | "GRAVITY_FORMS" | "TALLY" | "CALENDLY" | "FACEBOOK_LEAD_ADS" | "LINKEDIN_LEAD_GEN_FORMS" | "SHOPIFY" | "WOOCOMMERCE" | "STRIPE" | "HUBSPOT" | "MAILCHIMP" | "ACTIVECAMPAIGN" | "KLAVIYO" | "PIPEDRIVE") | null;
            app: ("HUBSPOT" | "SALESFORCE" | "PIPEDRIVE" | "GOOGLE_SHEETS" | "AIRTABLE" | "NOTION") | null;
            data: {
                /** @description Set by the service: the hash of the webhook secret. */
                readonly webhook?: {
                    hash: string;
                };
                internalLabel?: string;
            };
            /** @enum {string} */
            order: "CHRONOLOGICAL" | "RANDOM";
            /** @enum {string} */
            status: "PENDING" | "IMPORTING" | "IMPORTED";
            event: boolean;
            enrich: boolean;
            logs: string[];
            total: number | null;
            version: string;
            note: string | null;
            authorId: string | null;
            archiveImported: boolean;
            processImported: boolean;
            connectExisting: boolean;
            prospectingStatus: ("PROSPECTING" | "PROSPECTED") | null;
            recurringCount: number | null;
            recurringUnit: ("DAY" | "WEEK" | "MONTH") | null;
            qualificationCompanyWebsiteDown: boolean;
            qualificationContactEmailFreeDomain: boolean;
            qualificationContactEmailInvalid: boolean;
            webhookRateLimit: {
                perSecond: number;
                burst: number;
            } | null;
            readonly organizationId?: string;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        ImportFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.type.equals"?: string;
            "filter.type.not"?: string;
            "filter.type.contains"?: string;
            "filter.type.startsWith"?: string;
            "filter.type.endsWith"?: string;
            "filter.type.in"?: string;
            "filter.type.notIn"?: string;
            "filter.zapier.equals"?: string;
            "filter.zapier.not"?: string;
            "filter.zapier.contains"?: string;
            "filter.zapier.startsWith"?: string;
            "filter.zapier.endsWith"?: string;
            "filter.zapier.in"?: string;
            "filter.zapier.notIn"?: string;
            "filter.app.equals"?: string;
            "filter.app.not"?: string;
            "filter.app.contains"?: string;
            "filter.app.startsWith"?: string;
            "filter.app.endsWith"?: string;
            "filter.app.in"?: string;
            "filter.app.notIn"?: string;
            "filter.order.equals"?: string;
            "filter.order.not"?: string;
            "filter.order.contains"?: string;
            "filter.order.startsWith"?: string;
            "filter.order.endsWith"?: string;
            "filter.order.in"?: string;
            "filter.order.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.event.equals"?: boolean;
            "filter.event.not"?: boolean;
            "filter.enrich.equals"?: boolean;
            "filter.enrich.not"?: boolean;
            "filter.logs.has"?: string;
            "filter.logs.hasEvery"?: string;
            "filter.logs.hasSome"?: string;
            "filter.logs.isEmpty"?: boolean;
            "filter.total.equals"?: string;
            "filter.total.not"?: string;
            "filter.total.gt"?: number;
            "filter.total.gte"?: number;
            "filter.total.lt"?: number;
            "filter.total.lte"?: number;
            "filter.total.in"?: string;
            "filter.version.equals"?: string;
            "filter.version.gt"?: string;
            "filter.version.gte"?: string;
            "filter.version.lt"?: string;
            "filter.version.lte"?: string;
            "filter.note.equals"?: string;
            "filter.note.not"?: string;
            "filter.note.contains"?: string;
            "filter.note.startsWith"?: string;
            "filter.note.endsWith"?: string;
            "filter.note.in"?: string;
            "filter.note.notIn"?: string;
            "filter.authorId.equals"?: string;
            "filter.authorId.not"?: string;
            "filter.authorId.contains"?: string;
            "filter.authorId.startsWith"?: string;
            "filter.authorId.endsWith"?: string;
            "filter.authorId.in"?: string;
            "filter.authorId.notIn"?: string;
            "filter.archiveImported.equals"?: boolean;
            "filter.archiveImported.not"?: boolean;
            "filter.processImported.equals"?: boolean;
            "filter.processImported.not"?: boolean;
            "filter.connectExisting.equals"?: boolean;
            "filter.connectExisting.not"?: boolean;
            "filter.prospectingStatus.equals"?: string;
            "filter.prospectingStatus.not"?: string;
            "filter.prospectingStatus.contains"?: string;
            "filter.prospectingStatus.startsWith"?: string;
            "filter.prospectingStatus.endsWith"?: string;
            "filter.prospectingStatus.in"?: string;
            "filter.prospectingStatus.notIn"?: string;
            "filter.recurringCount.equals"?: string;
            "filter.recurringCount.not"?: string;
            "filter.recurringCount.gt"?: number;
            "filter.recurringCount.gte"?: number;
            "filter.recurringCount.lt"?: number;
            "filter.recurringCount.lte"?: number;
            "filter.recurringCount.in"?: string;
            "filter.recurringUnit.equals"?: string;
            "filter.recurringUnit.not"?: string;
            "filter.recurringUnit.contains"?: string;
            "filter.recurringUnit.startsWith"?: string;
            "filter.recurringUnit.endsWith"?: string;
            "filter.recurringUnit.in"?: string;
            "filter.recurringUnit.notIn"?: string;
            "filter.qualificationCompanyWebsiteDown.equals"?: boolean;
            "filter.qualificationCompanyWebsiteDown.not"?: boolean;
            "filter.qualificationContactEmailFreeDomain.equals"?: boolean;
            "filter.qualificationContactEmailFreeDomain.not"?: boolean;
            "filter.qualificationContactEmailInvalid.equals"?: boolean;
            "filter.qualificationContactEmailInvalid.not"?: boolean;
            "filter.organizationId.equals"?: string;
            "filter.organizationId.not"?: string;
            "filter.organizationId.contains"?: string;
            "filter.organizationId.startsWith"?: string;
            "filter.organizationId.endsWith"?: string;
            "filter.organizationId.in"?: string;
            "filter.organizationId.notIn"?: string;
        };
        ImportCreate: {
            sort?: number;
            name: string;
            /** @enum {string} */
            type: "API" | "FILE_IMPORT" | "MANUAL" | "WEBHOOK" | "EMAIL" | "SUGGESTION" | "ENRICHMENT_PROVIDER";
            zapier?: ("TYPEFORM" | "JOTFORM" | "GOOGLE_FORMS" | "WUFOO" | "FORMSTACK" | "GRAVITY_FORMS" | "TALLY" | "CALENDLY" | "FACEBOOK_LEAD_ADS" | "LINKEDIN_LEAD_GEN_FORMS" | "SHOPIFY" | "WOOCOMMERCE" | "STRIPE" | "HUBSPOT" | "MAILCHIMP" | "ACTIVECAMPAIGN" | "KLAVIYO" | "PIPEDRIVE") | null;
            app?: ("HUBSPOT" | "SALESFORCE" | "PIPEDRIVE" | "GOOGLE_SHEETS" | "AIRTABLE" | "NOTION") | null;
            data?: {
                /** @description Set by the service: the hash of the webhook secret. */
                readonly webhook?: {
                    hash: string;
                };
                internalLabel?: string;
            };
            /** @enum {string} */
            order?: "CHRONOLOGICAL" | "RANDOM";
            /** @enum {string} */
            status?: "PENDING" | "IMPORTING" | "IMPORTED";
            event?: boolean;
            enrich?: boolean;
            logs?: string[];
            total?: number | null;
            version?: string;
            note?: string | null;
            authorId?: string | null;
            archiveImported?: boolean;
            processImported?: boolean;
            connectExisting?: boolean;
            prospectingStatus?: ("PROSPECTING" | "PROSPECTED") | null;
            recurringCount?: number | null;
            recurringUnit?: ("DAY" | "WEEK" | "MONTH") | null;
            qualificationCompanyWebsiteDown?: boolean;
            qualificationContactEmailFreeDomain?: boolean;
            qualificationContactEmailInvalid?: boolean;
            webhookRateLimit?: {
                perSecond: number;
                burst: number;
            } | null;
        };
        ImportUpdate: {
            sort?: number;
            name?: string;
            zapier?: ("TYPEFORM" | "JOTFORM" | "GOOGLE_FORMS" | "WUFOO" | "FORMSTACK" | "GRAVITY_FORMS" | "TALLY" | "CALENDLY" | "FACEBOOK_LEAD_ADS" | "LINKEDIN_LEAD_GEN_FORMS" | "SHOPIFY" | "WOOCOMMERCE" | "STRIPE" | "HUBSPOT" | "MAILCHIMP" | "ACTIVECAMPAIGN" | "KLAVIYO" | "PIPEDRIVE") | null;
            app?: ("HUBSPOT" | "SALESFORCE" | "PIPEDRIVE" | "GOOGLE_SHEETS" | "AIRTABLE" | "NOTION") | null;
            data?: {
                /** @description Set by the service: the hash of the webhook secret. */
                readonly webhook?: {
                    hash: string;
                };
                internalLabel?: string;
            };
            /** @enum {string} */
            order?: "CHRONOLOGICAL" | "RANDOM";
            /** @enum {string} */
            status?: "PENDING" | "IMPORTING" | "IMPORTED";
            event?: boolean;
            enrich?: boolean;
            logs?: string[];
            total?: number | null;
            version?: string;
            note?: string | null;
            authorId?: string | null;
            archiveImported?: boolean;
            processImported?: boolean;
            connectExisting?: boolean;
            prospectingStatus?: ("PROSPECTING" | "PROSPECTED") | null;
            recurringCount?: number | null;
            recurringUnit?: ("DAY" | "WEEK" | "MONTH") | null;
            qualificationCompanyWebsiteDown?: boolean;
            qualificationContactEmailFreeDomain?: boolean;
            qualificationContactEmailInvalid?: boolean;
            webhookRateLimit?: {
                perSecond: number;
                burst: number;
            } | null;
        };
        /** @description Links a custom property to an import that fills it; `import` is a copy of the import the service takes on write. A list returns every field, or those `select[]` names (nested ones too). */
        PropertyImportFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            propertyId?: string;
            importId?: string;
            readonly import?: {
                object?: string;
                id?: string;
                sort?: number;
                createdAt?: string;
                updatedAt?: string;
                deletedAt?: string | null;
                name?: string;
                /** @enum {string} */
                type?: "API" | "FILE_IMPORT" | "MANUAL" | "WEBHOOK" | "EMAIL" | "SUGGESTION" | "ENRICHMENT_PROVIDER";
                zapier?: ("TYPEFORM" | "JOTFORM" | "GOOGLE_FORMS" | "WUFOO" | "FORMSTACK" | "GRAVITY_FORMS" | "TALLY" | "CALENDLY" | "FACEBOOK_LEAD_ADS" | "LINKEDIN_LEAD_GEN_FORMS" | "SHOPIFY" | "WOOCOMMERCE" | "STRIPE" | "HUBSPOT" | "MAILCHIMP" | "ACTIVECAMPAIGN" | "KLAVIYO" | "PIPEDRIVE") | null;
                app?: ("HUBSPOT" | "SALESFORCE" | "PIPEDRIVE" | "GOOGLE_SHEETS" | "AIRTABLE" | "NOTION") | null;
                data?: {
                    /** @description Set by the service: the hash of the webhook secret. */
                    readonly webhook?: {
                        hash?: string;
                    };
                    internalLabel?: string;
                };
                /** @enum {string} */
                order?: "CHRONOLOGICAL" | "RANDOM";
                /** @enum {string} */
                status?: "PENDING" | "IMPORTING" | "IMPORTED";
                event?: boolean;
                enrich?: boolean;
                logs?: string[];
                total?: number | null;
                version?: string;
                note?: string | null;
                authorId?: string | null;
                archiveImported?: boolean;
                processImported?: boolean;
                connectExisting?: boolean;
                prospectingStatus?: ("PROSPECTING" | "PROSPECTED") | null;
                recurringCount?: number | null;
                recurringUnit?: ("DAY" | "WEEK" | "MONTH") | null;
                qualificationCompanyWebsiteDown?: boolean;
                qualificationContactEmailFreeDomain?: boolean;
                qualificationContactEmailInvalid?: boolean;
                webhookRateLimit?: {
                    perSecond?: number;
                    burst?: number;
                } | null;
                organizationId?: string;
            };
        };
        /** @description Links a custom property to an import that fills it; `import` is a copy of the import the service takes on write. */
        PropertyImport: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            propertyId: string;
            importId: string;
            readonly import?: {
                object: string;
                id: string;
                sort: number;
                createdAt: string;
                updatedAt: string;
                deletedAt: string | null;
                name: string;
                /** @enum {string} */
                type: "API" | "FILE_IMPORT" | "MANUAL" | "WEBHOOK" | "EMAIL" | "SUGGESTION" | "ENRICHMENT_PROVIDER";
                zapier: ("TYPEFORM" | "JOTFORM" | "GOOGLE_FORMS" | "WUFOO" | "FORMSTACK" | "GRAVITY_FORMS" | "TALLY" | "CALENDLY" | "FACEBOOK_LEAD_ADS" | "LINKEDIN_LEAD_GEN_FORMS" | "SHOPIFY" | "WOOCOMMERCE" | "STRIPE" | "HUBSPOT" | "MAILCHIMP" | "ACTIVECAMPAIGN" | "KLAVIYO" | "PIPEDRIVE") | null;
                app: ("HUBSPOT" | "SALESFORCE" | "PIPEDRIVE" | "GOOGLE_SHEETS" | "AIRTABLE" | "NOTION") | null;
                data: {
                    /** @description Set by the service: the hash of the webhook secret. */
                    readonly webhook?: {
                        hash: string;
                    };
                    internalLabel?: string;
                };
                /** @enum {string} */
                order: "CHRONOLOGICAL" | "RANDOM";
                /** @enum {string} */
                status: "PENDING" | "IMPORTING" | "IMPORTED";
                event: boolean;
                enrich: boolean;
                logs: string[];
                total: number | null;
                version: string;
                note: string | null;
                authorId: string | null;
                archiveImported: boolean;
                processImported: boolean;
                connectExisting: boolean;
                prospectingStatus: ("PROSPECTING" | "PROSPECTED") | null;
                recurringCount: number | null;
                recurringUnit: ("DAY" | "WEEK" | "MONTH") | null;
                qualificationCompanyWebsiteDown: boolean;
                qualificationContactEmailFreeDomain: boolean;
                qualificationContactEmailInvalid: boolean;
                webhookRateLimit: {
                    perSecond: number;
                    burst: number;
                } | null;
                organizationId: string;
            };
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        PropertyImportFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.propertyId.equals"?: string;
            "filter.propertyId.not"?: string;
            "filter.propertyId.contains"?: string;
            "filter.propertyId.startsWith"?: string;
            "filter.propertyId.endsWith"?: string;
            "filter.propertyId.in"?: string;
            "filter.propertyId.notIn"?: string;
            "filter.importId.equals"?: string;
            "filter.importId.not"?: string;
            "filter.importId.contains"?: string;
            "filter.importId.startsWith"?: string;
            "filter.importId.endsWith"?: string;
            "filter.importId.in"?: string;
            "filter.importId.notIn"?: string;
        };
        PropertyImportCreate: {
            sort?: number;
            propertyId: string;
            importId: string;
        };
        PropertyImportUpdate: {
            sort?: number;
            propertyId?: string;
            importId?: string;
        };
        /** @description Links an import to a campaign its contacts join; `import` is a copy of the import the service takes on write. A list returns every field, or those `select[]` names (nested ones too). */
        CampaignImportFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            importId?: string;
            campaignId?: string;
            readonly import?: {
                object?: string;
                id?: string;
                sort?: number;
                createdAt?: string;
                updatedAt?: string;
                deletedAt?: string | null;
                name?: string;
                /** @enum {string} */
                type?: "API" | "FILE_IMPORT" | "MANUAL" | "WEBHOOK" | "EMAIL" | "SUGGESTION" | "ENRICHMENT_PROVIDER";
                zapier?: ("TYPEFORM" | "JOTFORM" | "GOOGLE_FORMS" | "WUFOO" | "FORMSTACK" | "GRAVITY_FORMS" | "TALLY" | "CALENDLY" | "FACEBOOK_LEAD_ADS" | "LINKEDIN_LEAD_GEN_FORMS" | "SHOPIFY" | "WOOCOMMERCE" | "STRIPE" | "HUBSPOT" | "MAILCHIMP" | "ACTIVECAMPAIGN" | "KLAVIYO" | "PIPEDRIVE") | null;
                app?: ("HUBSPOT" | "SALESFORCE" | "PIPEDRIVE" | "GOOGLE_SHEETS" | "AIRTABLE" | "NOTION") | null;
                data?: {
                    /** @description Set by the service: the hash of the webhook secret. */
                    readonly webhook?: {
                        hash?: string;
                    };
                    internalLabel?: string;
                };
                /** @enum {string} */
                order?: "CHRONOLOGICAL" | "RANDOM";
                /** @enum {string} */
                status?: "PENDING" | "IMPORTING" | "IMPORTED";
                event?: boolean;
                enrich?: boolean;
                logs?: string[];
                total?: number | null;
                version?: string;
                note?: string | null;
                authorId?: string | null;
                archiveImported?: boolean;
                processImported?: boolean;
                connectExisting?: boolean;
                prospectingStatus?: ("PROSPECTING" | "PROSPECTED") | null;
                recurringCount?: number | null;
                recurringUnit?: ("DAY" | "WEEK" | "MONTH") | null;
                qualificationCompanyWebsiteDown?: boolean;
                qualificationContactEmailFreeDomain?: boolean;
                qualificationContactEmailInvalid?: boolean;
                webhookRateLimit?: {
                    perSecond?: number;
                    burst?: number;
                } | null;
                organizationId?: string;
            };
        };
        /** @description Links an import to a campaign its contacts join; `import` is a copy of the import the service takes on write. */
        CampaignImport: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            importId: string;
            campaignId: string;
            readonly import?: {
                object: string;
                id: string;
                sort: number;
                createdAt: string;
                updatedAt: string;
                deletedAt: string | null;
                name: string;
                /** @enum {string} */
                type: "API" | "FILE_IMPORT" | "MANUAL" | "WEBHOOK" | "EMAIL" | "SUGGESTION" | "ENRICHMENT_PROVIDER";
                zapier: ("TYPEFORM" | "JOTFORM" | "GOOGLE_FORMS" | "WUFOO" | "FORMSTACK" | "GRAVITY_FORMS" | "TALLY" | "CALENDLY" | "FACEBOOK_LEAD_ADS" | "LINKEDIN_LEAD_GEN_FORMS" | "SHOPIFY" | "WOOCOMMERCE" | "STRIPE" | "HUBSPOT" | "MAILCHIMP" | "ACTIVECAMPAIGN" | "KLAVIYO" | "PIPEDRIVE") | null;
                app: ("HUBSPOT" | "SALESFORCE" | "PIPEDRIVE" | "GOOGLE_SHEETS" | "AIRTABLE" | "NOTION") | null;
                data: {
                    /** @description Set by the service: the hash of the webhook secret. */
                    readonly webhook?: {
                        hash: string;
                    };
                    internalLabel?: string;
                };
                /** @enum {string} */
                order: "CHRONOLOGICAL" | "RANDOM";
                /** @enum {string} */
                status: "PENDING" | "IMPORTING" | "IMPORTED";
                event: boolean;
                enrich: boolean;
                logs: string[];
                total: number | null;
                version: string;
                note: string | null;
                authorId: string | null;
                archiveImported: boolean;
                processImported: boolean;
                connectExisting: boolean;
                prospectingStatus: ("PROSPECTING" | "PROSPECTED") | null;
                recurringCount: number | null;
                recurringUnit: ("DAY" | "WEEK" | "MONTH") | null;
                qualificationCompanyWebsiteDown: boolean;
                qualificationContactEmailFreeDomain: boolean;
                qualificationContactEmailInvalid: boolean;
                webhookRateLimit: {
                    perSecond: number;
                    burst: number;
                } | null;
                organizationId: string;
            };
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        CampaignImportFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.importId.equals"?: string;
            "filter.importId.not"?: string;
            "filter.importId.contains"?: string;
            "filter.importId.startsWith"?: string;
            "filter.importId.endsWith"?: string;
            "filter.importId.in"?: string;
            "filter.importId.notIn"?: string;
            "filter.campaignId.equals"?: string;
            "filter.campaignId.not"?: string;
            "filter.campaignId.contains"?: string;
            "filter.campaignId.startsWith"?: string;
            "filter.campaignId.endsWith"?: string;
            "filter.campaignId.in"?: string;
            "filter.campaignId.notIn"?: string;
        };
        CampaignImportCreate: {
            sort?: number;
            importId: string;
            campaignId: string;
        };
        CampaignImportUpdate: {
            sort?: number;
            importId?: string;
            campaignId?: string;
        };
        /** @description One row received by an import, its normalized data and its outcome: created, merged, unqualified (with reasons) or failed. A list returns every field, or those `select[]` names (nested ones too). */
        ImportRowFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            readonly importId?: string;
            /** @enum {string} */
            readonly status?: "QUEUED" | "CREATED" | "MERGED" | "UNQUALIFIED" | "FAILED";
            readonly data?: {
                [key: string]: unknown;
            };
            readonly reasons?: string[];
            readonly error?: string | null;
            readonly contactId?: string | null;
        };
        /** @description One row received by an import, its normalized data and its outcome: created, merged, unqualified (with reasons) or failed. */
        ImportRow: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            readonly importId?: string;
            /** @enum {string} */
            readonly status?: "QUEUED" | "CREATED" | "MERGED" | "UNQUALIFIED" | "FAILED";
            readonly data?: {
                [key: string]: unknown;
            };
            readonly reasons: string[];
            readonly error: string | null;
            readonly contactId: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        ImportRowFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.importId.equals"?: string;
            "filter.importId.not"?: string;
            "filter.importId.contains"?: string;
            "filter.importId.startsWith"?: string;
            "filter.importId.endsWith"?: string;
            "filter.importId.in"?: string;
            "filter.importId.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.reasons.has"?: string;
            "filter.reasons.hasEvery"?: string;
            "filter.reasons.hasSome"?: string;
            "filter.reasons.isEmpty"?: boolean;
            "filter.error.equals"?: string;
            "filter.error.not"?: string;
            "filter.error.contains"?: string;
            "filter.error.startsWith"?: string;
            "filter.error.endsWith"?: string;
            "filter.error.in"?: string;
            "filter.error.notIn"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
        };
        /** @description An email campaign: its status, sending schedule, the connection it sends from and how it tracks replies. A list returns every field, or those `select[]` names (nested ones too). */
        CampaignFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            description?: string | null;
            /** @enum {string} */
            status?: "DRAFT" | "ACTIVE" | "PAUSED" | "COMPLETED";
            readonly statusReason?: ("bounce_rate" | "complaint_rate") | null;
            schedule?: {
                enabledWeekdays?: {
                    monday?: {
                        start?: string;
                        end?: string;
                    };
                    tuesday?: {
                        start?: string;
                        end?: string;
                    };
                    wednesday?: {
                        start?: string;
                        end?: string;
                    };
                    thursday?: {
                        start?: string;
                        end?: string;
                    };
                    friday?: {
                        start?: string;
                        end?: string;
                    };
                    saturday?: {
                        start?: string;
                        end?: string;
                    };
                    sunday?: {
                        start?: string;
                        end?: string;
                    };
                };
                sendFirstMessageImmediately?: boolean;
                timeZone?: string;
            } | null;
            teamId?: string | null;
            fromConnectionId?: string | null;
            fromConnectionIds?: string[];
            trackingDomainId?: string | null;
            dailyLimit?: number | null;
            stopOnReply?: boolean;
            trackOpens?: boolean;
            trackClicks?: boolean;
        };
        /** @description An email campaign: its status, sending schedule, the connection it sends from and how it tracks replies. */
        Campaign: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            description: string | null;
            /** @enum {string} */
            status: "DRAFT" | "ACTIVE" | "PAUSED" | "COMPLETED";
            readonly statusReason: ("bounce_rate" | "complaint_rate") | null;
            schedule: {
                enabledWeekdays: {
                    monday?: {
                        start: string;
                        end: string;
                    };
                    tuesday?: {
                        start: string;
                        end: string;
                    };
                    wednesday?: {
                        start: string;
                        end: string;
                    };
                    thursday?: {
                        start: string;
                        end: string;
                    };
                    friday?: {
                        start: string;
                        end: string;
                    };
                    saturday?: {
                        start: string;
                        end: string;
                    };
                    sunday?: {
                        start: string;
                        end: string;
                    };
                };
                sendFirstMessageImmediately?: boolean;
                timeZone?: string;
            } | null;
            teamId: string | null;
            fromConnectionId: string | null;
            fromConnectionIds: string[];
            trackingDomainId: string | null;
            dailyLimit: number | null;
            stopOnReply: boolean;
            trackOpens: boolean;
            trackClicks: boolean;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        CampaignFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.description.equals"?: string;
            "filter.description.not"?: string;
            "filter.description.contains"?: string;
            "filter.description.startsWith"?: string;
            "filter.description.endsWith"?: string;
            "filter.description.in"?: string;
            "filter.description.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.statusReason.equals"?: string;
            "filter.statusReason.not"?: string;
            "filter.statusReason.contains"?: string;
            "filter.statusReason.startsWith"?: string;
            "filter.statusReason.endsWith"?: string;
            "filter.statusReason.in"?: string;
            "filter.statusReason.notIn"?: string;
            "filter.teamId.equals"?: string;
            "filter.teamId.not"?: string;
            "filter.teamId.contains"?: string;
            "filter.teamId.startsWith"?: string;
            "filter.teamId.endsWith"?: string;
            "filter.teamId.in"?: string;
            "filter.teamId.notIn"?: string;
            "filter.fromConnectionId.equals"?: string;
            "filter.fromConnectionId.not"?: string;
            "filter.fromConnectionId.contains"?: string;
            "filter.fromConnectionId.startsWith"?: string;
            "filter.fromConnectionId.endsWith"?: string;
            "filter.fromConnectionId.in"?: string;
            "filter.fromConnectionId.notIn"?: string;
            "filter.fromConnectionIds.has"?: string;
            "filter.fromConnectionIds.hasEvery"?: string;
            "filter.fromConnectionIds.hasSome"?: string;
            "filter.fromConnectionIds.isEmpty"?: boolean;
            "filter.trackingDomainId.equals"?: string;
            "filter.trackingDomainId.not"?: string;
            "filter.trackingDomainId.contains"?: string;
            "filter.trackingDomainId.startsWith"?: string;
            "filter.trackingDomainId.endsWith"?: string;
            "filter.trackingDomainId.in"?: string;
            "filter.trackingDomainId.notIn"?: string;
            "filter.dailyLimit.equals"?: string;
            "filter.dailyLimit.not"?: string;
            "filter.dailyLimit.gt"?: number;
            "filter.dailyLimit.gte"?: number;
            "filter.dailyLimit.lt"?: number;
            "filter.dailyLimit.lte"?: number;
            "filter.dailyLimit.in"?: string;
            "filter.stopOnReply.equals"?: boolean;
            "filter.stopOnReply.not"?: boolean;
            "filter.trackOpens.equals"?: boolean;
            "filter.trackOpens.not"?: boolean;
            "filter.trackClicks.equals"?: boolean;
            "filter.trackClicks.not"?: boolean;
        };
        CampaignCreate: {
            sort?: number;
            name: string;
            description?: string | null;
            /** @enum {string} */
            status?: "DRAFT" | "ACTIVE" | "PAUSED" | "COMPLETED";
            schedule?: {
                enabledWeekdays: {
                    monday?: {
                        start: string;
                        end: string;
                    };
                    tuesday?: {
                        start: string;
                        end: string;
                    };
                    wednesday?: {
                        start: string;
                        end: string;
                    };
                    thursday?: {
                        start: string;
                        end: string;
                    };
                    friday?: {
                        start: string;
                        end: string;
                    };
                    saturday?: {
                        start: string;
                        end: string;
                    };
                    sunday?: {
                        start: string;
                        end: string;
                    };
                };
                sendFirstMessageImmediately?: boolean;
                timeZone?: string;
            } | null;
            teamId?: string | null;
            fromConnectionId?: string | null;
            fromConnectionIds?: string[];
            trackingDomainId?: string | null;
            dailyLimit?: number | null;
            stopOnReply?: boolean;
            trackOpens?: boolean;
            trackClicks?: boolean;
        };
        CampaignUpdate: {
            sort?: number;
            name?: string;
            description?: string | null;
            /** @enum {string} */
            status?: "DRAFT" | "ACTIVE" | "PAUSED" | "COMPLETED";
            schedule?: {
                enabledWeekdays: {
                    monday?: {
                        start: string;
                        end: string;
                    };
                    tuesday?: {
                        start: string;
                        end: string;
                    };
                    wednesday?: {
                        start: string;
                        end: string;
                    };
                    thursday?: {
                        start: string;
                        end: string;
                    };
                    friday?: {
                        start: string;
                        end: string;
                    };
                    saturday?: {
                        start: string;
                        end: string;
                    };
                    sunday?: {
                        start: string;
                        end: string;
                    };
                };
                sendFirstMessageImmediately?: boolean;
                timeZone?: string;
            } | null;
            teamId?: string | null;
            fromConnectionId?: string | null;
            fromConnectionIds?: string[];
            trackingDomainId?: string | null;
            dailyLimit?: number | null;
            stopOnReply?: boolean;
            trackOpens?: boolean;
            trackClicks?: boolean;
        };
        /** @description A step of a campaign (an email, a wait or a task) taken delayDays after the previous one; the envelope's sort orders the steps. An EMAIL step after the first whose subject is null or empty follows up in the thread of the contact's previous message: subject `Re: <its subject>`, In-Reply-To its Message-ID, References the thread's, from the same connection. A list returns every field, or those `select[]` names (nested ones too). */
        CampaignStepFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            campaignId?: string;
            sequenceId?: string | null;
            /** @enum {string} */
            type?: "EMAIL" | "WAIT" | "TASK";
            delayDays?: number;
            subject?: string | null;
            body?: string | null;
        };
        /** @description A step of a campaign (an email, a wait or a task) taken delayDays after the previous one; the envelope's sort orders the steps. An EMAIL step after the first whose subject is null or empty follows up in the thread of the contact's previous message: subject `Re: <its subject>`, In-Reply-To its Message-ID, References the thread's, from the same connection. */
        CampaignStep: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            campaignId: string;
            sequenceId: string | null;
            /** @enum {string} */
            type: "EMAIL" | "WAIT" | "TASK";
            delayDays: number;
            subject: string | null;
            body: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        CampaignStepFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.campaignId.equals"?: string;
            "filter.campaignId.not"?: string;
            "filter.campaignId.contains"?: string;
            "filter.campaignId.startsWith"?: string;
            "filter.campaignId.endsWith"?: string;
            "filter.campaignId.in"?: string;
            "filter.campaignId.notIn"?: string;
            "filter.sequenceId.equals"?: string;
            "filter.sequenceId.not"?: string;
            "filter.sequenceId.contains"?: string;
            "filter.sequenceId.startsWith"?: string;
            "filter.sequenceId.endsWith"?: string;
            "filter.sequenceId.in"?: string;
            "filter.sequenceId.notIn"?: string;
            "filter.type.equals"?: string;
            "filter.type.not"?: string;
            "filter.type.contains"?: string;
            "filter.type.startsWith"?: string;
            "filter.type.endsWith"?: string;
            "filter.type.in"?: string;
            "filter.type.notIn"?: string;
            "filter.delayDays.equals"?: string;
            "filter.delayDays.not"?: string;
            "filter.delayDays.gt"?: number;
            "filter.delayDays.gte"?: number;
            "filter.delayDays.lt"?: number;
            "filter.delayDays.lte"?: number;
            "filter.delayDays.in"?: string;
            "filter.subject.equals"?: string;
            "filter.subject.not"?: string;
            "filter.subject.contains"?: string;
            "filter.subject.startsWith"?: string;
            "filter.subject.endsWith"?: string;
            "filter.subject.in"?: string;
            "filter.subject.notIn"?: string;
            "filter.body.equals"?: string;
            "filter.body.not"?: string;
            "filter.body.contains"?: string;
            "filter.body.startsWith"?: string;
            "filter.body.endsWith"?: string;
            "filter.body.in"?: string;
            "filter.body.notIn"?: string;
        };
        CampaignStepCreate: {
            sort?: number;
            campaignId: string;
            sequenceId?: string | null;
            /** @enum {string} */
            type?: "EMAIL" | "WAIT" | "TASK";
            delayDays?: number;
            subject?: string | null;
            body?: string | null;
        };
        CampaignStepUpdate: {
            sort?: number;
            sequenceId?: string | null;
            /** @enum {string} */
            type?: "EMAIL" | "WAIT" | "TASK";
            delayDays?: number;
            subject?: string | null;
            body?: string | null;
        };
        /** @description A variant of a campaign step's email; contacts get variants in proportion to their weights. A list returns every field, or those `select[]` names (nested ones too). */
        CampaignVariantFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            stepId?: string;
            subject?: string | null;
            body?: string | null;
            weight?: number;
        };
        /** @description A variant of a campaign step's email; contacts get variants in proportion to their weights. */
        CampaignVariant: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            stepId: string;
            subject: string | null;
            body: string | null;
            weight: number;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        CampaignVariantFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.stepId.equals"?: string;
            "filter.stepId.not"?: string;
            "filter.stepId.contains"?: string;
            "filter.stepId.startsWith"?: string;
            "filter.stepId.endsWith"?: string;
            "filter.stepId.in"?: string;
            "filter.stepId.notIn"?: string;
            "filter.subject.equals"?: string;
            "filter.subject.not"?: string;
            "filter.subject.contains"?: string;
            "filter.subject.startsWith"?: string;
            "filter.subject.endsWith"?: string;
            "filter.subject.in"?: string;
            "filter.subject.notIn"?: string;
            "filter.body.equals"?: string;
            "filter.body.not"?: string;
            "filter.body.contains"?: string;
            "filter.body.startsWith"?: string;
            "filter.body.endsWith"?: string;
            "filter.body.in"?: string;
            "filter.body.notIn"?: string;
            "filter.weight.equals"?: string;
            "filter.weight.not"?: string;
            "filter.weight.gt"?: number;
            "filter.weight.gte"?: number;
            "filter.weight.lt"?: number;
            "filter.weight.lte"?: number;
            "filter.weight.in"?: string;
        };
        CampaignVariantCreate: {
            sort?: number;
            stepId: string;
            subject?: string | null;
            body?: string | null;
            weight?: number;
        };
        CampaignVariantUpdate: {
            sort?: number;
            subject?: string | null;
            body?: string | null;
            weight?: number;
        };
        /** @description A contact in a campaign: its status, the next step to take (stepIndex, 0-based) and when (nextSendAt); one per contact and campaign. A suppressed or opted-out contact joins UNSUBSCRIBED. PATCH takes status (ACTIVE or PAUSED; a final status such as REPLIED stays) and pausedUntil only. POST /v5/campaigns/{id}/contacts {"contactIds"} adds up to 100 at once and answers {"added", "skipped": [{"contactId", "reason"}]}. A list returns every field, or those `select[]` names (nested ones too). */
        CampaignContactFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            campaignId?: string;
            contactId?: string;
            /** @enum {string} */
            status?: "ACTIVE" | "PAUSED" | "COMPLETED" | "REPLIED" | "BOUNCED" | "UNSUBSCRIBED" | "STOPPED" | "FAILED";
            readonly stepIndex?: number;
            readonly connectionId?: string | null;
            readonly nextSendAt?: string | null;
            readonly lastSentAt?: string | null;
            pausedUntil?: string | null;
            readonly reason?: string | null;
        };
        /** @description A contact in a campaign: its status, the next step to take (stepIndex, 0-based) and when (nextSendAt); one per contact and campaign. A suppressed or opted-out contact joins UNSUBSCRIBED. PATCH takes status (ACTIVE or PAUSED; a final status such as REPLIED stays) and pausedUntil only. POST /v5/campaigns/{id}/contacts {"contactIds"} adds up to 100 at once and answers {"added", "skipped": [{"contactId", "reason"}]}. */
        CampaignContact: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            campaignId: string;
            contactId: string;
            /** @enum {string} */
            status: "ACTIVE" | "PAUSED" | "COMPLETED" | "REPLIED" | "BOUNCED" | "UNSUBSCRIBED" | "STOPPED" | "FAILED";
            readonly stepIndex: number;
            readonly connectionId: string | null;
            readonly nextSendAt: string | null;
            readonly lastSentAt: string | null;
            pausedUntil: string | null;
            readonly reason: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        CampaignContactFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.campaignId.equals"?: string;
            "filter.campaignId.not"?: string;
            "filter.campaignId.contains"?: string;
            "filter.campaignId.startsWith"?: string;
            "filter.campaignId.endsWith"?: string;
            "filter.campaignId.in"?: string;
            "filter.campaignId.notIn"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.stepIndex.equals"?: string;
            "filter.stepIndex.not"?: string;
            "filter.stepIndex.gt"?: number;
            "filter.stepIndex.gte"?: number;
            "filter.stepIndex.lt"?: number;
            "filter.stepIndex.lte"?: number;
            "filter.stepIndex.in"?: string;
            "filter.connectionId.equals"?: string;
            "filter.connectionId.not"?: string;
            "filter.connectionId.contains"?: string;
            "filter.connectionId.startsWith"?: string;
            "filter.connectionId.endsWith"?: string;
            "filter.connectionId.in"?: string;
            "filter.connectionId.notIn"?: string;
            "filter.nextSendAt.equals"?: string;
            "filter.nextSendAt.gt"?: string;
            "filter.nextSendAt.gte"?: string;
            "filter.nextSendAt.lt"?: string;
            "filter.nextSendAt.lte"?: string;
            "filter.lastSentAt.equals"?: string;
            "filter.lastSentAt.gt"?: string;
            "filter.lastSentAt.gte"?: string;
            "filter.lastSentAt.lt"?: string;
            "filter.lastSentAt.lte"?: string;
            "filter.pausedUntil.equals"?: string;
            "filter.pausedUntil.gt"?: string;
            "filter.pausedUntil.gte"?: string;
            "filter.pausedUntil.lt"?: string;
            "filter.pausedUntil.lte"?: string;
            "filter.reason.equals"?: string;
            "filter.reason.not"?: string;
            "filter.reason.contains"?: string;
            "filter.reason.startsWith"?: string;
            "filter.reason.endsWith"?: string;
            "filter.reason.in"?: string;
            "filter.reason.notIn"?: string;
        };
        CampaignContactCreate: {
            sort?: number;
            campaignId: string;
            contactId: string;
            /** @enum {string} */
            status?: "ACTIVE" | "PAUSED";
            pausedUntil?: string | null;
        };
        /** @description A named series of a campaign's steps. A list returns every field, or those `select[]` names (nested ones too). */
        SequenceFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            campaignId?: string;
            name?: string;
        };
        /** @description A named series of a campaign's steps. */
        Sequence: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            campaignId: string;
            name: string;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        SequenceFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.campaignId.equals"?: string;
            "filter.campaignId.not"?: string;
            "filter.campaignId.contains"?: string;
            "filter.campaignId.startsWith"?: string;
            "filter.campaignId.endsWith"?: string;
            "filter.campaignId.in"?: string;
            "filter.campaignId.notIn"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
        };
        SequenceCreate: {
            sort?: number;
            campaignId: string;
            name: string;
        };
        SequenceUpdate: {
            sort?: number;
            name?: string;
        };
        /** @description A sending mailbox: its provider, address, state, daily sending limit and the least interval between two sends; one connection per address in an organization. An SMTP connection names its SMTP server and, to read replies, its IMAP server; their passwords are write-only (`passwordSet` shows one is kept, encrypted). An SES connection sends from its domain's SES identity (Easy DKIM) in an SES tenant of the organization's own: `dnsRecords` are the DKIM records to publish (on the local runtime it is CONNECTED at once, with no records). The service sets its status: POST /v5/connections/{id}/verify logs in to its mailbox (sending nothing) or reads its SES domain's state and answers it CONNECTED, or ERROR with statusReason naming what failed; a change of servers turns it DISCONNECTED until verified again, and a send refused for authentication turns it ERROR (smtp_auth_failed) and holds its sends until it is verified again. Campaigns send only from CONNECTED connections. The service's own sending address and domain, an address another organization has verified (a CONNECTED connection), and for SES a domain another organization has verified, are refused (409). A list returns every field, or those `select[]` names (nested ones too). */
        ConnectionFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            /** @enum {string} */
            type?: "SMTP" | "GMAIL" | "OUTLOOK" | "SES";
            /** Format: email */
            email?: string;
            name?: string | null;
            /** @enum {string} */
            readonly status?: "CONNECTED" | "DISCONNECTED" | "ERROR";
            readonly statusReason?: ("smtp_unreachable" | "smtp_auth_failed" | "imap_unreachable" | "imap_auth_failed" | "oauth_revoked" | "dns_not_verified") | null;
            readonly lastCheckedAt?: string | null;
            dailyLimit?: number;
            minIntervalSeconds?: number;
            smtp?: {
                host?: string;
                port?: number;
                secure?: boolean;
                username?: string;
                readonly passwordSet?: boolean;
            } | null;
            imap?: {
                host?: string;
                port?: number;
                secure?: boolean;
                username?: string;
                readonly passwordSet?: boolean;
            } | null;
            readonly dnsRecords?: {
                /** @enum {string} */
                type?: "CNAME" | "MX" | "TXT";
                name?: string;
                value?: string;
            }[] | null;
        };
        /** @description A sending mailbox: its provider, address, state, daily sending limit and the least interval between two sends; one connection per address in an organization. An SMTP connection names its SMTP server and, to read replies, its IMAP server; their passwords are write-only (`passwordSet` shows one is kept, encrypted). An SES connection sends from its domain's SES identity (Easy DKIM) in an SES tenant of the organization's own: `dnsRecords` are the DKIM records to publish (on the local runtime it is CONNECTED at once, with no records). The service sets its status: POST /v5/connections/{id}/verify logs in to its mailbox (sending nothing) or reads its SES domain's state and answers it CONNECTED, or ERROR with statusReason naming what failed; a change of servers turns it DISCONNECTED until verified again, and a send refused for authentication turns it ERROR (smtp_auth_failed) and holds its sends until it is verified again. Campaigns send only from CONNECTED connections. The service's own sending address and domain, an address another organization has verified (a CONNECTED connection), and for SES a domain another organization has verified, are refused (409). */
        Connection: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            /** @enum {string} */
            type: "SMTP" | "GMAIL" | "OUTLOOK" | "SES";
            /** Format: email */
            email: string;
            name: string | null;
            /** @enum {string} */
            readonly status: "CONNECTED" | "DISCONNECTED" | "ERROR";
            readonly statusReason: ("smtp_unreachable" | "smtp_auth_failed" | "imap_unreachable" | "imap_auth_failed" | "oauth_revoked" | "dns_not_verified") | null;
            readonly lastCheckedAt: string | null;
            dailyLimit: number;
            minIntervalSeconds: number;
            smtp: {
                host: string;
                port: number;
                secure?: boolean;
                username: string;
                readonly passwordSet: boolean;
            } | null;
            imap: {
                host: string;
                port: number;
                secure?: boolean;
                username: string;
                readonly passwordSet: boolean;
            } | null;
            readonly dnsRecords: {
                /** @enum {string} */
                type: "CNAME" | "MX" | "TXT";
                name: string;
                value: string;
            }[] | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        ConnectionFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.type.equals"?: string;
            "filter.type.not"?: string;
            "filter.type.contains"?: string;
            "filter.type.startsWith"?: string;
            "filter.type.endsWith"?: string;
            "filter.type.in"?: string;
            "filter.type.notIn"?: string;
            "filter.email.equals"?: string;
            "filter.email.not"?: string;
            "filter.email.contains"?: string;
            "filter.email.startsWith"?: string;
            "filter.email.endsWith"?: string;
            "filter.email.in"?: string;
            "filter.email.notIn"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.statusReason.equals"?: string;
            "filter.statusReason.not"?: string;
            "filter.statusReason.contains"?: string;
            "filter.statusReason.startsWith"?: string;
            "filter.statusReason.endsWith"?: string;
            "filter.statusReason.in"?: string;
            "filter.statusReason.notIn"?: string;
            "filter.lastCheckedAt.equals"?: string;
            "filter.lastCheckedAt.gt"?: string;
            "filter.lastCheckedAt.gte"?: string;
            "filter.lastCheckedAt.lt"?: string;
            "filter.lastCheckedAt.lte"?: string;
            "filter.dailyLimit.equals"?: string;
            "filter.dailyLimit.not"?: string;
            "filter.dailyLimit.gt"?: number;
            "filter.dailyLimit.gte"?: number;
            "filter.dailyLimit.lt"?: number;
            "filter.dailyLimit.lte"?: number;
            "filter.dailyLimit.in"?: string;
            "filter.minIntervalSeconds.equals"?: string;
            "filter.minIntervalSeconds.not"?: string;
            "filter.minIntervalSeconds.gt"?: number;
            "filter.minIntervalSeconds.gte"?: number;
            "filter.minIntervalSeconds.lt"?: number;
            "filter.minIntervalSeconds.lte"?: number;
            "filter.minIntervalSeconds.in"?: string;
        };
        ConnectionCreate: {
            sort?: number;
            /** @enum {string} */
            type: "SMTP" | "GMAIL" | "OUTLOOK" | "SES";
            /** Format: email */
            email: string;
            name?: string | null;
            dailyLimit?: number;
            minIntervalSeconds?: number;
            smtp?: {
                host: string;
                port: number;
                secure?: boolean;
                username: string;
                password?: string;
            } | null;
            imap?: {
                host: string;
                port: number;
                secure?: boolean;
                username: string;
                password?: string;
            } | null;
        } & unknown;
        ConnectionUpdate: {
            sort?: number;
            name?: string | null;
            dailyLimit?: number;
            minIntervalSeconds?: number;
            smtp?: {
                host: string;
                port: number;
                secure?: boolean;
                username: string;
                password?: string;
            } | null;
            imap?: {
                host: string;
                port: number;
                secure?: boolean;
                username: string;
                password?: string;
            } | null;
        };
        /** @description Links a pipeline to a campaign; `pipeline` is a copy of the pipeline the service takes on write. A list returns every field, or those `select[]` names (nested ones too). */
        CampaignPipelineFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            pipelineId?: string;
            campaignId?: string;
            readonly pipeline?: {
                object?: string;
                id?: string;
                sort?: number;
                createdAt?: string;
                updatedAt?: string;
                deletedAt?: string | null;
                name?: string;
                description?: string;
                defaultValue?: string;
                valueDescription?: string | null;
                organizationId?: string;
            };
        };
        /** @description Links a pipeline to a campaign; `pipeline` is a copy of the pipeline the service takes on write. */
        CampaignPipeline: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            pipelineId: string;
            campaignId: string;
            readonly pipeline?: {
                object: string;
                id: string;
                sort: number;
                createdAt: string;
                updatedAt: string;
                deletedAt: string | null;
                name: string;
                description: string;
                defaultValue: string;
                valueDescription: string | null;
                organizationId: string;
            };
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        CampaignPipelineFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.pipelineId.equals"?: string;
            "filter.pipelineId.not"?: string;
            "filter.pipelineId.contains"?: string;
            "filter.pipelineId.startsWith"?: string;
            "filter.pipelineId.endsWith"?: string;
            "filter.pipelineId.in"?: string;
            "filter.pipelineId.notIn"?: string;
            "filter.campaignId.equals"?: string;
            "filter.campaignId.not"?: string;
            "filter.campaignId.contains"?: string;
            "filter.campaignId.startsWith"?: string;
            "filter.campaignId.endsWith"?: string;
            "filter.campaignId.in"?: string;
            "filter.campaignId.notIn"?: string;
        };
        CampaignPipelineCreate: {
            sort?: number;
            pipelineId: string;
            campaignId: string;
        };
        CampaignPipelineUpdate: {
            sort?: number;
            pipelineId?: string;
            campaignId?: string;
        };
        /** @description Links a saved view to a campaign, like campaign imports and pipelines; `view` is a copy of the view the service takes on write. A list returns every field, or those `select[]` names (nested ones too). */
        CampaignViewFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            viewId?: string;
            campaignId?: string;
            readonly view?: {
                object?: string;
                id?: string;
                sort?: number;
                createdAt?: string;
                updatedAt?: string;
                deletedAt?: string | null;
                name?: string;
                description?: string | null;
                /** @enum {string} */
                target?: "COMPANY" | "CONTACT";
                filters?: {
                    property?: string;
                    condition?: string;
                    value?: {
                        value?: string;
                        label?: string;
                    } | {
                        value?: string;
                        label?: string;
                    }[];
                }[];
                organizationId?: string;
            };
        };
        /** @description Links a saved view to a campaign, like campaign imports and pipelines; `view` is a copy of the view the service takes on write. */
        CampaignView: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            viewId: string;
            campaignId: string;
            readonly view?: {
                object: string;
                id: string;
                sort: number;
                createdAt: string;
                updatedAt: string;
                deletedAt: string | null;
                name: string;
                description: string | null;
                /** @enum {string} */
                target: "COMPANY" | "CONTACT";
                filters: {
                    property: string;
                    condition: string;
                    value: {
                        value: string;
                        label: string;
                    } | {
                        value: string;
                        label: string;
                    }[];
                }[];
                organizationId: string;
            };
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        CampaignViewFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.viewId.equals"?: string;
            "filter.viewId.not"?: string;
            "filter.viewId.contains"?: string;
            "filter.viewId.startsWith"?: string;
            "filter.viewId.endsWith"?: string;
            "filter.viewId.in"?: string;
            "filter.viewId.notIn"?: string;
            "filter.campaignId.equals"?: string;
            "filter.campaignId.not"?: string;
            "filter.campaignId.contains"?: string;
            "filter.campaignId.startsWith"?: string;
            "filter.campaignId.endsWith"?: string;
            "filter.campaignId.in"?: string;
            "filter.campaignId.notIn"?: string;
        };
        CampaignViewCreate: {
            sort?: number;
            viewId: string;
            campaignId: string;
        };
        CampaignViewUpdate: {
            sort?: number;
            viewId?: string;
            campaignId?: string;
        };
        /** @description A team of members in an organization. A list returns every field, or those `select[]` names (nested ones too). */
        TeamFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
        };
        /** @description A team of members in an organization. */
        Team: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        TeamFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
        };
        TeamCreate: {
            sort?: number;
            name: string;
        };
        TeamUpdate: {
            sort?: number;
            name?: string;
        };
        /** @description A user's membership of the organization: the role and the teams; one membership per user in an organization. Removing it revokes the API keys the user created in the organization. A list returns every field, or those `select[]` names (nested ones too). */
        MembershipFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            userId?: string;
            readonly organizationId?: string;
            /** @enum {string} */
            role?: "OWNER" | "ADMIN" | "MEMBER";
            teamIds?: string[];
        };
        /** @description A user's membership of the organization: the role and the teams; one membership per user in an organization. Removing it revokes the API keys the user created in the organization. */
        Membership: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            userId: string;
            readonly organizationId?: string;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "MEMBER";
            teamIds: string[];
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        MembershipFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.userId.equals"?: string;
            "filter.userId.not"?: string;
            "filter.userId.contains"?: string;
            "filter.userId.startsWith"?: string;
            "filter.userId.endsWith"?: string;
            "filter.userId.in"?: string;
            "filter.userId.notIn"?: string;
            "filter.organizationId.equals"?: string;
            "filter.organizationId.not"?: string;
            "filter.organizationId.contains"?: string;
            "filter.organizationId.startsWith"?: string;
            "filter.organizationId.endsWith"?: string;
            "filter.organizationId.in"?: string;
            "filter.organizationId.notIn"?: string;
            "filter.role.equals"?: string;
            "filter.role.not"?: string;
            "filter.role.contains"?: string;
            "filter.role.startsWith"?: string;
            "filter.role.endsWith"?: string;
            "filter.role.in"?: string;
            "filter.role.notIn"?: string;
            "filter.teamIds.has"?: string;
            "filter.teamIds.hasEvery"?: string;
            "filter.teamIds.hasSome"?: string;
            "filter.teamIds.isEmpty"?: boolean;
        };
        MembershipCreate: {
            sort?: number;
            userId: string;
            /** @enum {string} */
            role?: "OWNER" | "ADMIN" | "MEMBER";
            teamIds?: string[];
        };
        MembershipUpdate: {
            sort?: number;
            /** @enum {string} */
            role?: "OWNER" | "ADMIN" | "MEMBER";
            teamIds?: string[];
        };
        /** @description An email not yet sent: recipient, subject and body (Liquid templates over the contact, as in campaign steps), and when it is to go out. With scheduledAt it turns SCHEDULED and is sent at that time, from connectionId (or its campaign's fromConnectionId), through the same path as campaign messages: limits, suppressions and opt-outs, tracking, a sent email. Then it is SENT with sentEmailId, or FAILED with the reason; a SENT draft no longer changes. A list returns every field, or those `select[]` names (nested ones too). */
        DraftEmailFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            contactId?: string | null;
            campaignId?: string | null;
            connectionId?: string | null;
            /** Format: email */
            to?: string;
            subject?: string | null;
            body?: string | null;
            scheduledAt?: string | null;
            /** @enum {string} */
            readonly status?: "DRAFT" | "SCHEDULED" | "SENT" | "FAILED";
            readonly nextSendAt?: string | null;
            readonly sentAt?: string | null;
            readonly sentEmailId?: string | null;
            readonly reason?: string | null;
        };
        /** @description An email not yet sent: recipient, subject and body (Liquid templates over the contact, as in campaign steps), and when it is to go out. With scheduledAt it turns SCHEDULED and is sent at that time, from connectionId (or its campaign's fromConnectionId), through the same path as campaign messages: limits, suppressions and opt-outs, tracking, a sent email. Then it is SENT with sentEmailId, or FAILED with the reason; a SENT draft no longer changes. */
        DraftEmail: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            contactId: string | null;
            campaignId: string | null;
            connectionId: string | null;
            /** Format: email */
            to: string;
            subject: string | null;
            body: string | null;
            scheduledAt: string | null;
            /** @enum {string} */
            readonly status: "DRAFT" | "SCHEDULED" | "SENT" | "FAILED";
            readonly nextSendAt: string | null;
            readonly sentAt: string | null;
            readonly sentEmailId: string | null;
            readonly reason: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        DraftEmailFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.campaignId.equals"?: string;
            "filter.campaignId.not"?: string;
            "filter.campaignId.contains"?: string;
            "filter.campaignId.startsWith"?: string;
            "filter.campaignId.endsWith"?: string;
            "filter.campaignId.in"?: string;
            "filter.campaignId.notIn"?: string;
            "filter.connectionId.equals"?: string;
            "filter.connectionId.not"?: string;
            "filter.connectionId.contains"?: string;
            "filter.connectionId.startsWith"?: string;
            "filter.connectionId.endsWith"?: string;
            "filter.connectionId.in"?: string;
            "filter.connectionId.notIn"?: string;
            "filter.to.equals"?: string;
            "filter.to.not"?: string;
            "filter.to.contains"?: string;
            "filter.to.startsWith"?: string;
            "filter.to.endsWith"?: string;
            "filter.to.in"?: string;
            "filter.to.notIn"?: string;
            "filter.subject.equals"?: string;
            "filter.subject.not"?: string;
            "filter.subject.contains"?: string;
            "filter.subject.startsWith"?: string;
            "filter.subject.endsWith"?: string;
            "filter.subject.in"?: string;
            "filter.subject.notIn"?: string;
            "filter.body.equals"?: string;
            "filter.body.not"?: string;
            "filter.body.contains"?: string;
            "filter.body.startsWith"?: string;
            "filter.body.endsWith"?: string;
            "filter.body.in"?: string;
            "filter.body.notIn"?: string;
            "filter.scheduledAt.equals"?: string;
            "filter.scheduledAt.gt"?: string;
            "filter.scheduledAt.gte"?: string;
            "filter.scheduledAt.lt"?: string;
            "filter.scheduledAt.lte"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.nextSendAt.equals"?: string;
            "filter.nextSendAt.gt"?: string;
            "filter.nextSendAt.gte"?: string;
            "filter.nextSendAt.lt"?: string;
            "filter.nextSendAt.lte"?: string;
            "filter.sentAt.equals"?: string;
            "filter.sentAt.gt"?: string;
            "filter.sentAt.gte"?: string;
            "filter.sentAt.lt"?: string;
            "filter.sentAt.lte"?: string;
            "filter.sentEmailId.equals"?: string;
            "filter.sentEmailId.not"?: string;
            "filter.sentEmailId.contains"?: string;
            "filter.sentEmailId.startsWith"?: string;
            "filter.sentEmailId.endsWith"?: string;
            "filter.sentEmailId.in"?: string;
            "filter.sentEmailId.notIn"?: string;
            "filter.reason.equals"?: string;
            "filter.reason.not"?: string;
            "filter.reason.contains"?: string;
            "filter.reason.startsWith"?: string;
            "filter.reason.endsWith"?: string;
            "filter.reason.in"?: string;
            "filter.reason.notIn"?: string;
        };
        DraftEmailCreate: {
            sort?: number;
            contactId?: string | null;
            campaignId?: string | null;
            connectionId?: string | null;
            /** Format: email */
            to: string;
            subject?: string | null;
            body?: string | null;
            scheduledAt?: string | null;
        };
        DraftEmailUpdate: {
            sort?: number;
            contactId?: string | null;
            campaignId?: string | null;
            connectionId?: string | null;
            /** Format: email */
            to?: string;
            subject?: string | null;
            body?: string | null;
            scheduledAt?: string | null;
        };
        /** @description An email the service sent, with the times it was opened, clicked, replied to, bounced or complained of (marked as spam). A list returns every field, or those `select[]` names (nested ones too). */
        SentEmailFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            readonly contactId?: string | null;
            readonly campaignId?: string | null;
            readonly campaignContactId?: string | null;
            readonly stepId?: string | null;
            readonly variantId?: string | null;
            readonly connectionId?: string | null;
            readonly messageId?: string | null;
            readonly inReplyTo?: string | null;
            readonly providerMessageId?: string | null;
            readonly deliveryUnknown?: boolean;
            /** Format: email */
            readonly to?: string;
            /** Format: email */
            readonly from?: string;
            readonly subject?: string;
            readonly body?: string;
            readonly sentAt?: string;
            readonly openedAt?: string | null;
            readonly clickedAt?: string | null;
            readonly repliedAt?: string | null;
            readonly bouncedAt?: string | null;
            readonly complainedAt?: string | null;
        };
        /** @description An email the service sent, with the times it was opened, clicked, replied to, bounced or complained of (marked as spam). */
        SentEmail: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            readonly contactId: string | null;
            readonly campaignId: string | null;
            readonly campaignContactId: string | null;
            readonly stepId: string | null;
            readonly variantId: string | null;
            readonly connectionId: string | null;
            readonly messageId: string | null;
            readonly inReplyTo: string | null;
            readonly providerMessageId: string | null;
            readonly deliveryUnknown: boolean;
            /** Format: email */
            readonly to?: string;
            /** Format: email */
            readonly from?: string;
            readonly subject?: string;
            readonly body?: string;
            readonly sentAt?: string;
            readonly openedAt: string | null;
            readonly clickedAt: string | null;
            readonly repliedAt: string | null;
            readonly bouncedAt: string | null;
            readonly complainedAt: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        SentEmailFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.campaignId.equals"?: string;
            "filter.campaignId.not"?: string;
            "filter.campaignId.contains"?: string;
            "filter.campaignId.startsWith"?: string;
            "filter.campaignId.endsWith"?: string;
            "filter.campaignId.in"?: string;
            "filter.campaignId.notIn"?: string;
            "filter.campaignContactId.equals"?: string;
            "filter.campaignContactId.not"?: string;
            "filter.campaignContactId.contains"?: string;
            "filter.campaignContactId.startsWith"?: string;
            "filter.campaignContactId.endsWith"?: string;
            "filter.campaignContactId.in"?: string;
            "filter.campaignContactId.notIn"?: string;
            "filter.stepId.equals"?: string;
            "filter.stepId.not"?: string;
            "filter.stepId.contains"?: string;
            "filter.stepId.startsWith"?: string;
            "filter.stepId.endsWith"?: string;
            "filter.stepId.in"?: string;
            "filter.stepId.notIn"?: string;
            "filter.variantId.equals"?: string;
            "filter.variantId.not"?: string;
            "filter.variantId.contains"?: string;
            "filter.variantId.startsWith"?: string;
            "filter.variantId.endsWith"?: string;
            "filter.variantId.in"?: string;
            "filter.variantId.notIn"?: string;
            "filter.connectionId.equals"?: string;
            "filter.connectionId.not"?: string;
            "filter.connectionId.contains"?: string;
            "filter.connectionId.startsWith"?: string;
            "filter.connectionId.endsWith"?: string;
            "filter.connectionId.in"?: string;
            "filter.connectionId.notIn"?: string;
            "filter.messageId.equals"?: string;
            "filter.messageId.not"?: string;
            "filter.messageId.contains"?: string;
            "filter.messageId.startsWith"?: string;
            "filter.messageId.endsWith"?: string;
            "filter.messageId.in"?: string;
            "filter.messageId.notIn"?: string;
            "filter.inReplyTo.equals"?: string;
            "filter.inReplyTo.not"?: string;
            "filter.inReplyTo.contains"?: string;
            "filter.inReplyTo.startsWith"?: string;
            "filter.inReplyTo.endsWith"?: string;
            "filter.inReplyTo.in"?: string;
            "filter.inReplyTo.notIn"?: string;
            "filter.providerMessageId.equals"?: string;
            "filter.providerMessageId.not"?: string;
            "filter.providerMessageId.contains"?: string;
            "filter.providerMessageId.startsWith"?: string;
            "filter.providerMessageId.endsWith"?: string;
            "filter.providerMessageId.in"?: string;
            "filter.providerMessageId.notIn"?: string;
            "filter.deliveryUnknown.equals"?: boolean;
            "filter.deliveryUnknown.not"?: boolean;
            "filter.to.equals"?: string;
            "filter.to.not"?: string;
            "filter.to.contains"?: string;
            "filter.to.startsWith"?: string;
            "filter.to.endsWith"?: string;
            "filter.to.in"?: string;
            "filter.to.notIn"?: string;
            "filter.from.equals"?: string;
            "filter.from.not"?: string;
            "filter.from.contains"?: string;
            "filter.from.startsWith"?: string;
            "filter.from.endsWith"?: string;
            "filter.from.in"?: string;
            "filter.from.notIn"?: string;
            "filter.subject.equals"?: string;
            "filter.subject.not"?: string;
            "filter.subject.contains"?: string;
            "filter.subject.startsWith"?: string;
            "filter.subject.endsWith"?: string;
            "filter.subject.in"?: string;
            "filter.subject.notIn"?: string;
            "filter.body.equals"?: string;
            "filter.body.not"?: string;
            "filter.body.contains"?: string;
            "filter.body.startsWith"?: string;
            "filter.body.endsWith"?: string;
            "filter.body.in"?: string;
            "filter.body.notIn"?: string;
            "filter.sentAt.equals"?: string;
            "filter.sentAt.gt"?: string;
            "filter.sentAt.gte"?: string;
            "filter.sentAt.lt"?: string;
            "filter.sentAt.lte"?: string;
            "filter.openedAt.equals"?: string;
            "filter.openedAt.gt"?: string;
            "filter.openedAt.gte"?: string;
            "filter.openedAt.lt"?: string;
            "filter.openedAt.lte"?: string;
            "filter.clickedAt.equals"?: string;
            "filter.clickedAt.gt"?: string;
            "filter.clickedAt.gte"?: string;
            "filter.clickedAt.lt"?: string;
            "filter.clickedAt.lte"?: string;
            "filter.repliedAt.equals"?: string;
            "filter.repliedAt.gt"?: string;
            "filter.repliedAt.gte"?: string;
            "filter.repliedAt.lt"?: string;
            "filter.repliedAt.lte"?: string;
            "filter.bouncedAt.equals"?: string;
            "filter.bouncedAt.gt"?: string;
            "filter.bouncedAt.gte"?: string;
            "filter.bouncedAt.lt"?: string;
            "filter.bouncedAt.lte"?: string;
            "filter.complainedAt.equals"?: string;
            "filter.complainedAt.gt"?: string;
            "filter.complainedAt.gte"?: string;
            "filter.complainedAt.lt"?: string;
            "filter.complainedAt.lte"?: string;
        };
        /** @description A reply to a message the service sent: matched by Message-ID, else by its sender; posted by a mailbox integration or received by the service. A list returns every field, or those `select[]` names (nested ones too). */
        InboundEmailFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            /** Format: email */
            readonly from?: string;
            /** Format: email */
            readonly to?: string;
            readonly subject?: string | null;
            readonly text?: string;
            readonly inReplyTo?: string | null;
            readonly references?: string[];
            readonly receivedAt?: string;
            readonly sentEmailId?: string | null;
            readonly contactId?: string | null;
            readonly campaignId?: string | null;
            readonly campaignContactId?: string | null;
            readonly fromRecipient?: boolean | null;
            readonly noteId?: string | null;
        };
        /** @description A reply to a message the service sent: matched by Message-ID, else by its sender; posted by a mailbox integration or received by the service. */
        InboundEmail: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            /** Format: email */
            readonly from?: string;
            /** Format: email */
            readonly to?: string;
            readonly subject: string | null;
            readonly text?: string;
            readonly inReplyTo: string | null;
            readonly references: string[];
            readonly receivedAt?: string;
            readonly sentEmailId: string | null;
            readonly contactId: string | null;
            readonly campaignId: string | null;
            readonly campaignContactId: string | null;
            readonly fromRecipient: boolean | null;
            readonly noteId: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        InboundEmailFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.from.equals"?: string;
            "filter.from.not"?: string;
            "filter.from.contains"?: string;
            "filter.from.startsWith"?: string;
            "filter.from.endsWith"?: string;
            "filter.from.in"?: string;
            "filter.from.notIn"?: string;
            "filter.to.equals"?: string;
            "filter.to.not"?: string;
            "filter.to.contains"?: string;
            "filter.to.startsWith"?: string;
            "filter.to.endsWith"?: string;
            "filter.to.in"?: string;
            "filter.to.notIn"?: string;
            "filter.subject.equals"?: string;
            "filter.subject.not"?: string;
            "filter.subject.contains"?: string;
            "filter.subject.startsWith"?: string;
            "filter.subject.endsWith"?: string;
            "filter.subject.in"?: string;
            "filter.subject.notIn"?: string;
            "filter.text.equals"?: string;
            "filter.text.not"?: string;
            "filter.text.contains"?: string;
            "filter.text.startsWith"?: string;
            "filter.text.endsWith"?: string;
            "filter.text.in"?: string;
            "filter.text.notIn"?: string;
            "filter.inReplyTo.equals"?: string;
            "filter.inReplyTo.not"?: string;
            "filter.inReplyTo.contains"?: string;
            "filter.inReplyTo.startsWith"?: string;
            "filter.inReplyTo.endsWith"?: string;
            "filter.inReplyTo.in"?: string;
            "filter.inReplyTo.notIn"?: string;
            "filter.receivedAt.equals"?: string;
            "filter.receivedAt.gt"?: string;
            "filter.receivedAt.gte"?: string;
            "filter.receivedAt.lt"?: string;
            "filter.receivedAt.lte"?: string;
            "filter.sentEmailId.equals"?: string;
            "filter.sentEmailId.not"?: string;
            "filter.sentEmailId.contains"?: string;
            "filter.sentEmailId.startsWith"?: string;
            "filter.sentEmailId.endsWith"?: string;
            "filter.sentEmailId.in"?: string;
            "filter.sentEmailId.notIn"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.campaignId.equals"?: string;
            "filter.campaignId.not"?: string;
            "filter.campaignId.contains"?: string;
            "filter.campaignId.startsWith"?: string;
            "filter.campaignId.endsWith"?: string;
            "filter.campaignId.in"?: string;
            "filter.campaignId.notIn"?: string;
            "filter.campaignContactId.equals"?: string;
            "filter.campaignContactId.not"?: string;
            "filter.campaignContactId.contains"?: string;
            "filter.campaignContactId.startsWith"?: string;
            "filter.campaignContactId.endsWith"?: string;
            "filter.campaignContactId.in"?: string;
            "filter.campaignContactId.notIn"?: string;
            "filter.fromRecipient.equals"?: boolean;
            "filter.fromRecipient.not"?: boolean;
            "filter.noteId.equals"?: string;
            "filter.noteId.not"?: string;
            "filter.noteId.contains"?: string;
            "filter.noteId.startsWith"?: string;
            "filter.noteId.endsWith"?: string;
            "filter.noteId.in"?: string;
            "filter.noteId.notIn"?: string;
        };
        /** @description A meeting or call: title, start and end, place, attendees and the contact it is with. A list returns every field, or those `select[]` names (nested ones too). */
        CalendarEventFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            title?: string;
            startsAt?: string;
            endsAt?: string;
            contactId?: string | null;
            location?: string | null;
            description?: string | null;
            attendees?: string[];
        };
        /** @description A meeting or call: title, start and end, place, attendees and the contact it is with. */
        CalendarEvent: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            title: string;
            startsAt: string;
            endsAt: string;
            contactId: string | null;
            location: string | null;
            description: string | null;
            attendees: string[];
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        CalendarEventFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.title.equals"?: string;
            "filter.title.not"?: string;
            "filter.title.contains"?: string;
            "filter.title.startsWith"?: string;
            "filter.title.endsWith"?: string;
            "filter.title.in"?: string;
            "filter.title.notIn"?: string;
            "filter.startsAt.equals"?: string;
            "filter.startsAt.gt"?: string;
            "filter.startsAt.gte"?: string;
            "filter.startsAt.lt"?: string;
            "filter.startsAt.lte"?: string;
            "filter.endsAt.equals"?: string;
            "filter.endsAt.gt"?: string;
            "filter.endsAt.gte"?: string;
            "filter.endsAt.lt"?: string;
            "filter.endsAt.lte"?: string;
            "filter.contactId.equals"?: string;
            "filter.contactId.not"?: string;
            "filter.contactId.contains"?: string;
            "filter.contactId.startsWith"?: string;
            "filter.contactId.endsWith"?: string;
            "filter.contactId.in"?: string;
            "filter.contactId.notIn"?: string;
            "filter.location.equals"?: string;
            "filter.location.not"?: string;
            "filter.location.contains"?: string;
            "filter.location.startsWith"?: string;
            "filter.location.endsWith"?: string;
            "filter.location.in"?: string;
            "filter.location.notIn"?: string;
            "filter.description.equals"?: string;
            "filter.description.not"?: string;
            "filter.description.contains"?: string;
            "filter.description.startsWith"?: string;
            "filter.description.endsWith"?: string;
            "filter.description.in"?: string;
            "filter.description.notIn"?: string;
            "filter.attendees.has"?: string;
            "filter.attendees.hasEvery"?: string;
            "filter.attendees.hasSome"?: string;
            "filter.attendees.isEmpty"?: boolean;
        };
        CalendarEventCreate: {
            sort?: number;
            title: string;
            startsAt: string;
            endsAt: string;
            contactId?: string | null;
            location?: string | null;
            description?: string | null;
            attendees?: string[];
        };
        CalendarEventUpdate: {
            sort?: number;
            title?: string;
            startsAt?: string;
            endsAt?: string;
            contactId?: string | null;
            location?: string | null;
            description?: string | null;
            attendees?: string[];
        };
        /** @description A domain for tracking links. The service verifies it through the TXT token it names (txtName, txtValue: proof that the organization controls the domain) and the CNAME record that points to the API (cnameTarget). A domain is verified by one organization across the service: one another organization has verified is refused (409). A list returns every field, or those `select[]` names (nested ones too). */
        TrackingDomainFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            domain?: string;
            /** @enum {string} */
            readonly status?: "PENDING" | "VERIFIED" | "FAILED";
            readonly cnameTarget?: string | null;
            readonly txtName?: string | null;
            readonly txtValue?: string | null;
            readonly verifiedAt?: string | null;
            readonly checkedAt?: string | null;
            readonly reason?: string | null;
        };
        /** @description A domain for tracking links. The service verifies it through the TXT token it names (txtName, txtValue: proof that the organization controls the domain) and the CNAME record that points to the API (cnameTarget). A domain is verified by one organization across the service: one another organization has verified is refused (409). */
        TrackingDomain: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            domain: string;
            /** @enum {string} */
            readonly status: "PENDING" | "VERIFIED" | "FAILED";
            readonly cnameTarget: string | null;
            readonly txtName: string | null;
            readonly txtValue: string | null;
            readonly verifiedAt: string | null;
            readonly checkedAt: string | null;
            readonly reason: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        TrackingDomainFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.domain.equals"?: string;
            "filter.domain.not"?: string;
            "filter.domain.contains"?: string;
            "filter.domain.startsWith"?: string;
            "filter.domain.endsWith"?: string;
            "filter.domain.in"?: string;
            "filter.domain.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.cnameTarget.equals"?: string;
            "filter.cnameTarget.not"?: string;
            "filter.cnameTarget.contains"?: string;
            "filter.cnameTarget.startsWith"?: string;
            "filter.cnameTarget.endsWith"?: string;
            "filter.cnameTarget.in"?: string;
            "filter.cnameTarget.notIn"?: string;
            "filter.txtName.equals"?: string;
            "filter.txtName.not"?: string;
            "filter.txtName.contains"?: string;
            "filter.txtName.startsWith"?: string;
            "filter.txtName.endsWith"?: string;
            "filter.txtName.in"?: string;
            "filter.txtName.notIn"?: string;
            "filter.txtValue.equals"?: string;
            "filter.txtValue.not"?: string;
            "filter.txtValue.contains"?: string;
            "filter.txtValue.startsWith"?: string;
            "filter.txtValue.endsWith"?: string;
            "filter.txtValue.in"?: string;
            "filter.txtValue.notIn"?: string;
            "filter.verifiedAt.equals"?: string;
            "filter.verifiedAt.gt"?: string;
            "filter.verifiedAt.gte"?: string;
            "filter.verifiedAt.lt"?: string;
            "filter.verifiedAt.lte"?: string;
            "filter.checkedAt.equals"?: string;
            "filter.checkedAt.gt"?: string;
            "filter.checkedAt.gte"?: string;
            "filter.checkedAt.lt"?: string;
            "filter.checkedAt.lte"?: string;
            "filter.reason.equals"?: string;
            "filter.reason.not"?: string;
            "filter.reason.contains"?: string;
            "filter.reason.startsWith"?: string;
            "filter.reason.endsWith"?: string;
            "filter.reason.in"?: string;
            "filter.reason.notIn"?: string;
        };
        TrackingDomainCreate: {
            sort?: number;
            domain: string;
        };
        TrackingDomainUpdate: {
            sort?: number;
        };
        /** @description Instructions that adjust the AI reasoning applied to notes (including notes from imports) and to drafted emails. For target NOTES: mode OFF (no reasoning), SUGGEST (a task proposes the step) or AUTO (the step is applied at or above minConfidence, else suggested for review); examples [{text, intent}] teach it (at most 20480 bytes of them as JSON, and 4000 characters of instructions: both ride on every prompt); the newest enabled one applies. POST /v5/fine-tunings/{id}/test {"text"} answers {"reasoning"} as a note with that text would get it, with no side effect. A list returns every field, or those `select[]` names (nested ones too). */
        FineTuningFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            /** @enum {string} */
            target?: "NOTES" | "EMAILS";
            instructions?: string;
            enabled?: boolean;
            /** @enum {string} */
            mode?: "OFF" | "SUGGEST" | "AUTO";
            minConfidence?: number;
            /** @description At most 20480 bytes in all, as JSON (UTF-8). */
            examples?: {
                text?: string;
                /** @enum {string} */
                intent?: "INTERESTED" | "MEETING_REQUEST" | "QUESTION" | "OBJECTION" | "NOT_NOW" | "NOT_INTERESTED" | "UNSUBSCRIBE" | "OUT_OF_OFFICE" | "REFERRAL" | "AUTO_REPLY" | "UNCLEAR";
            }[];
            model?: string | null;
        };
        /** @description Instructions that adjust the AI reasoning applied to notes (including notes from imports) and to drafted emails. For target NOTES: mode OFF (no reasoning), SUGGEST (a task proposes the step) or AUTO (the step is applied at or above minConfidence, else suggested for review); examples [{text, intent}] teach it (at most 20480 bytes of them as JSON, and 4000 characters of instructions: both ride on every prompt); the newest enabled one applies. POST /v5/fine-tunings/{id}/test {"text"} answers {"reasoning"} as a note with that text would get it, with no side effect. */
        FineTuning: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            /** @enum {string} */
            target: "NOTES" | "EMAILS";
            instructions: string;
            enabled: boolean;
            /** @enum {string} */
            mode: "OFF" | "SUGGEST" | "AUTO";
            minConfidence: number;
            /** @description At most 20480 bytes in all, as JSON (UTF-8). */
            examples: {
                text: string;
                /** @enum {string} */
                intent: "INTERESTED" | "MEETING_REQUEST" | "QUESTION" | "OBJECTION" | "NOT_NOW" | "NOT_INTERESTED" | "UNSUBSCRIBE" | "OUT_OF_OFFICE" | "REFERRAL" | "AUTO_REPLY" | "UNCLEAR";
            }[];
            model: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        FineTuningFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.target.equals"?: string;
            "filter.target.not"?: string;
            "filter.target.contains"?: string;
            "filter.target.startsWith"?: string;
            "filter.target.endsWith"?: string;
            "filter.target.in"?: string;
            "filter.target.notIn"?: string;
            "filter.instructions.equals"?: string;
            "filter.instructions.not"?: string;
            "filter.instructions.contains"?: string;
            "filter.instructions.startsWith"?: string;
            "filter.instructions.endsWith"?: string;
            "filter.instructions.in"?: string;
            "filter.instructions.notIn"?: string;
            "filter.enabled.equals"?: boolean;
            "filter.enabled.not"?: boolean;
            "filter.mode.equals"?: string;
            "filter.mode.not"?: string;
            "filter.mode.contains"?: string;
            "filter.mode.startsWith"?: string;
            "filter.mode.endsWith"?: string;
            "filter.mode.in"?: string;
            "filter.mode.notIn"?: string;
            "filter.minConfidence.equals"?: string;
            "filter.minConfidence.not"?: string;
            "filter.minConfidence.gt"?: number;
            "filter.minConfidence.gte"?: number;
            "filter.minConfidence.lt"?: number;
            "filter.minConfidence.lte"?: number;
            "filter.minConfidence.in"?: string;
            "filter.examples.has"?: string;
            "filter.examples.hasEvery"?: string;
            "filter.examples.hasSome"?: string;
            "filter.examples.isEmpty"?: boolean;
            "filter.model.equals"?: string;
            "filter.model.not"?: string;
            "filter.model.contains"?: string;
            "filter.model.startsWith"?: string;
            "filter.model.endsWith"?: string;
            "filter.model.in"?: string;
            "filter.model.notIn"?: string;
        };
        FineTuningCreate: {
            sort?: number;
            name: string;
            /** @enum {string} */
            target?: "NOTES" | "EMAILS";
            instructions: string;
            enabled?: boolean;
            /** @enum {string} */
            mode?: "OFF" | "SUGGEST" | "AUTO";
            minConfidence?: number;
            /** @description At most 20480 bytes in all, as JSON (UTF-8). */
            examples?: {
                text: string;
                /** @enum {string} */
                intent: "INTERESTED" | "MEETING_REQUEST" | "QUESTION" | "OBJECTION" | "NOT_NOW" | "NOT_INTERESTED" | "UNSUBSCRIBE" | "OUT_OF_OFFICE" | "REFERRAL" | "AUTO_REPLY" | "UNCLEAR";
            }[];
            model?: string | null;
        };
        FineTuningUpdate: {
            sort?: number;
            name?: string;
            /** @enum {string} */
            target?: "NOTES" | "EMAILS";
            instructions?: string;
            enabled?: boolean;
            /** @enum {string} */
            mode?: "OFF" | "SUGGEST" | "AUTO";
            minConfidence?: number;
            /** @description At most 20480 bytes in all, as JSON (UTF-8). */
            examples?: {
                text: string;
                /** @enum {string} */
                intent: "INTERESTED" | "MEETING_REQUEST" | "QUESTION" | "OBJECTION" | "NOT_NOW" | "NOT_INTERESTED" | "UNSUBSCRIBE" | "OUT_OF_OFFICE" | "REFERRAL" | "AUTO_REPLY" | "UNCLEAR";
            }[];
            model?: string | null;
        };
        /** @description A reasoning a model made over a note, in the Generation shape: `id` is a number (the organization's sequence), `unique_id` the path id (`gen_...`), which lists take as `startingAfter`; `noteId` and `fineTuningId` say what it reasoned over and under which settings. A list returns every field, or those `select[]` names (nested ones too). */
        GenerationFields: {
            readonly id?: number;
            readonly unique_id?: string;
            readonly object?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            readonly prompt_id?: string;
            readonly model?: string;
            readonly timestamp?: string;
            readonly completion_message?: {
                content?: string;
            };
            readonly total_request_tokens?: number;
            readonly cost?: number;
            readonly prompt_messages?: {
                /** @enum {string} */
                role?: "user" | "assistant";
                content?: string;
            }[];
            readonly completion_messages?: {
                /** @enum {string} */
                role?: "user" | "assistant";
                content?: string;
            }[];
            readonly noteId?: string | null;
            readonly fineTuningId?: string | null;
        };
        /** @description A reasoning a model made over a note, in the Generation shape: `id` is a number (the organization's sequence), `unique_id` the path id (`gen_...`), which lists take as `startingAfter`; `noteId` and `fineTuningId` say what it reasoned over and under which settings. */
        Generation: {
            readonly id?: number;
            readonly unique_id: string;
            readonly object: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            readonly prompt_id?: string;
            readonly model?: string;
            readonly timestamp?: string;
            readonly completion_message?: {
                content: string;
            };
            readonly total_request_tokens?: number;
            readonly cost?: number;
            readonly prompt_messages?: {
                /** @enum {string} */
                role: "user" | "assistant";
                content: string;
            }[];
            readonly completion_messages?: {
                /** @enum {string} */
                role: "user" | "assistant";
                content: string;
            }[];
            readonly noteId: string | null;
            readonly fineTuningId: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        GenerationFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.gt"?: number;
            "filter.id.gte"?: number;
            "filter.id.lt"?: number;
            "filter.id.lte"?: number;
            "filter.id.in"?: string;
            "filter.unique_id.equals"?: string;
            "filter.unique_id.not"?: string;
            "filter.unique_id.contains"?: string;
            "filter.unique_id.startsWith"?: string;
            "filter.unique_id.endsWith"?: string;
            "filter.unique_id.in"?: string;
            "filter.unique_id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.prompt_id.equals"?: string;
            "filter.prompt_id.not"?: string;
            "filter.prompt_id.contains"?: string;
            "filter.prompt_id.startsWith"?: string;
            "filter.prompt_id.endsWith"?: string;
            "filter.prompt_id.in"?: string;
            "filter.prompt_id.notIn"?: string;
            "filter.model.equals"?: string;
            "filter.model.not"?: string;
            "filter.model.contains"?: string;
            "filter.model.startsWith"?: string;
            "filter.model.endsWith"?: string;
            "filter.model.in"?: string;
            "filter.model.notIn"?: string;
            "filter.timestamp.equals"?: string;
            "filter.timestamp.gt"?: string;
            "filter.timestamp.gte"?: string;
            "filter.timestamp.lt"?: string;
            "filter.timestamp.lte"?: string;
            "filter.total_request_tokens.equals"?: string;
            "filter.total_request_tokens.not"?: string;
            "filter.total_request_tokens.gt"?: number;
            "filter.total_request_tokens.gte"?: number;
            "filter.total_request_tokens.lt"?: number;
            "filter.total_request_tokens.lte"?: number;
            "filter.total_request_tokens.in"?: string;
            "filter.cost.equals"?: string;
            "filter.cost.not"?: string;
            "filter.cost.gt"?: number;
            "filter.cost.gte"?: number;
            "filter.cost.lt"?: number;
            "filter.cost.lte"?: number;
            "filter.cost.in"?: string;
            "filter.noteId.equals"?: string;
            "filter.noteId.not"?: string;
            "filter.noteId.contains"?: string;
            "filter.noteId.startsWith"?: string;
            "filter.noteId.endsWith"?: string;
            "filter.noteId.in"?: string;
            "filter.noteId.notIn"?: string;
            "filter.fineTuningId.equals"?: string;
            "filter.fineTuningId.not"?: string;
            "filter.fineTuningId.contains"?: string;
            "filter.fineTuningId.startsWith"?: string;
            "filter.fineTuningId.endsWith"?: string;
            "filter.fineTuningId.in"?: string;
            "filter.fineTuningId.notIn"?: string;
        };
        /** @description A price of the billing provider's catalogue, as the provider describes it. A list returns every field, or those `select[]` names (nested ones too). */
        PriceFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            readonly active?: boolean;
            /** @enum {string} */
            readonly billing_scheme?: "per_unit" | "tiered";
            readonly created?: number;
            readonly currency?: string;
            readonly custom_unit_amount?: {
                maximum?: number | null;
                minimum?: number | null;
                preset?: number | null;
            } | null;
            readonly livemode?: boolean;
            readonly lookup_key?: string | null;
            readonly metadata?: {
                [key: string]: string;
            } | null;
            readonly nickname?: string | null;
            readonly product?: string;
            readonly recurring?: {
                /** @enum {string} */
                interval?: "day" | "week" | "month" | "year";
                interval_count?: number;
                meter?: string | null;
                trial_period_days?: number | null;
                /** @enum {string} */
                usage_type?: "metered" | "licensed";
            } | null;
            readonly tax_behavior?: ("exclusive" | "inclusive" | "unspecified") | null;
            readonly tiers_mode?: ("graduated" | "volume") | null;
            readonly transform_quantity?: {
                divide_by?: number;
                /** @enum {string} */
                round?: "down" | "up";
            } | null;
            /** @enum {string} */
            readonly type?: "one_time" | "recurring";
            readonly unit_amount?: number | null;
            readonly unit_amount_decimal?: string | null;
        };
        /** @description A price of the billing provider's catalogue, as the provider describes it. */
        Price: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            readonly active?: boolean;
            /** @enum {string} */
            readonly billing_scheme?: "per_unit" | "tiered";
            readonly created?: number;
            readonly currency?: string;
            readonly custom_unit_amount: {
                maximum: number | null;
                minimum: number | null;
                preset: number | null;
            } | null;
            readonly livemode?: boolean;
            readonly lookup_key: string | null;
            readonly metadata: {
                [key: string]: string;
            } | null;
            readonly nickname: string | null;
            readonly product?: string;
            readonly recurring: {
                /** @enum {string} */
                interval: "day" | "week" | "month" | "year";
                interval_count: number;
                meter: string | null;
                trial_period_days: number | null;
                /** @enum {string} */
                usage_type: "metered" | "licensed";
            } | null;
            readonly tax_behavior: ("exclusive" | "inclusive" | "unspecified") | null;
            readonly tiers_mode: ("graduated" | "volume") | null;
            readonly transform_quantity: {
                divide_by: number;
                /** @enum {string} */
                round: "down" | "up";
            } | null;
            /** @enum {string} */
            readonly type?: "one_time" | "recurring";
            readonly unit_amount: number | null;
            readonly unit_amount_decimal: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        PriceFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.active.equals"?: boolean;
            "filter.active.not"?: boolean;
            "filter.billing_scheme.equals"?: string;
            "filter.billing_scheme.not"?: string;
            "filter.billing_scheme.contains"?: string;
            "filter.billing_scheme.startsWith"?: string;
            "filter.billing_scheme.endsWith"?: string;
            "filter.billing_scheme.in"?: string;
            "filter.billing_scheme.notIn"?: string;
            "filter.created.equals"?: string;
            "filter.created.not"?: string;
            "filter.created.gt"?: number;
            "filter.created.gte"?: number;
            "filter.created.lt"?: number;
            "filter.created.lte"?: number;
            "filter.created.in"?: string;
            "filter.currency.equals"?: string;
            "filter.currency.not"?: string;
            "filter.currency.contains"?: string;
            "filter.currency.startsWith"?: string;
            "filter.currency.endsWith"?: string;
            "filter.currency.in"?: string;
            "filter.currency.notIn"?: string;
            "filter.livemode.equals"?: boolean;
            "filter.livemode.not"?: boolean;
            "filter.lookup_key.equals"?: string;
            "filter.lookup_key.not"?: string;
            "filter.lookup_key.contains"?: string;
            "filter.lookup_key.startsWith"?: string;
            "filter.lookup_key.endsWith"?: string;
            "filter.lookup_key.in"?: string;
            "filter.lookup_key.notIn"?: string;
            "filter.nickname.equals"?: string;
            "filter.nickname.not"?: string;
            "filter.nickname.contains"?: string;
            "filter.nickname.startsWith"?: string;
            "filter.nickname.endsWith"?: string;
            "filter.nickname.in"?: string;
            "filter.nickname.notIn"?: string;
            "filter.product.equals"?: string;
            "filter.product.not"?: string;
            "filter.product.contains"?: string;
            "filter.product.startsWith"?: string;
            "filter.product.endsWith"?: string;
            "filter.product.in"?: string;
            "filter.product.notIn"?: string;
            "filter.tax_behavior.equals"?: string;
            "filter.tax_behavior.not"?: string;
            "filter.tax_behavior.contains"?: string;
            "filter.tax_behavior.startsWith"?: string;
            "filter.tax_behavior.endsWith"?: string;
            "filter.tax_behavior.in"?: string;
            "filter.tax_behavior.notIn"?: string;
            "filter.tiers_mode.equals"?: string;
            "filter.tiers_mode.not"?: string;
            "filter.tiers_mode.contains"?: string;
            "filter.tiers_mode.startsWith"?: string;
            "filter.tiers_mode.endsWith"?: string;
            "filter.tiers_mode.in"?: string;
            "filter.tiers_mode.notIn"?: string;
            "filter.type.equals"?: string;
            "filter.type.not"?: string;
            "filter.type.contains"?: string;
            "filter.type.startsWith"?: string;
            "filter.type.endsWith"?: string;
            "filter.type.in"?: string;
            "filter.type.notIn"?: string;
            "filter.unit_amount.equals"?: string;
            "filter.unit_amount.not"?: string;
            "filter.unit_amount.gt"?: number;
            "filter.unit_amount.gte"?: number;
            "filter.unit_amount.lt"?: number;
            "filter.unit_amount.lte"?: number;
            "filter.unit_amount.in"?: string;
            "filter.unit_amount_decimal.equals"?: string;
            "filter.unit_amount_decimal.not"?: string;
            "filter.unit_amount_decimal.contains"?: string;
            "filter.unit_amount_decimal.startsWith"?: string;
            "filter.unit_amount_decimal.endsWith"?: string;
            "filter.unit_amount_decimal.in"?: string;
            "filter.unit_amount_decimal.notIn"?: string;
        };
        /** @description A billing subscription's overrides: when its period's credits run out, how many it includes, and its status. A list returns every field, or those `select[]` names (nested ones too). */
        SubscriptionFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            subscriptionId?: string;
            subscriptionPeriodCreditsExhaustedAtOverwriteEnabled?: boolean;
            subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt?: string | null;
            subscriptionPeriodCreditsExhaustedAtOverwriteValue?: string | null;
            subscriptionPeriodCreditsIncludedOverwriteEnabled?: boolean;
            subscriptionPeriodCreditsIncludedOverwriteDisableAt?: string | null;
            subscriptionPeriodCreditsIncludedOverwriteValue?: number | null;
            subscriptionStatusOverwriteEnabled?: boolean;
            subscriptionStatusOverwriteDisableAt?: string | null;
            subscriptionStatusOverwriteValue?: ("ACTIVE" | "INACTIVE" | "PAUSED" | "PAST_DUE" | "TRIAL") | null;
        };
        /** @description A billing subscription's overrides: when its period's credits run out, how many it includes, and its status. */
        Subscription: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            subscriptionId: string;
            subscriptionPeriodCreditsExhaustedAtOverwriteEnabled: boolean;
            subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt: string | null;
            subscriptionPeriodCreditsExhaustedAtOverwriteValue: string | null;
            subscriptionPeriodCreditsIncludedOverwriteEnabled: boolean;
            subscriptionPeriodCreditsIncludedOverwriteDisableAt: string | null;
            subscriptionPeriodCreditsIncludedOverwriteValue: number | null;
            subscriptionStatusOverwriteEnabled: boolean;
            subscriptionStatusOverwriteDisableAt: string | null;
            subscriptionStatusOverwriteValue: ("ACTIVE" | "INACTIVE" | "PAUSED" | "PAST_DUE" | "TRIAL") | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        SubscriptionFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.subscriptionId.equals"?: string;
            "filter.subscriptionId.not"?: string;
            "filter.subscriptionId.contains"?: string;
            "filter.subscriptionId.startsWith"?: string;
            "filter.subscriptionId.endsWith"?: string;
            "filter.subscriptionId.in"?: string;
            "filter.subscriptionId.notIn"?: string;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteEnabled.equals"?: boolean;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteEnabled.not"?: boolean;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt.equals"?: string;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt.gt"?: string;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt.gte"?: string;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt.lt"?: string;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt.lte"?: string;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteValue.equals"?: string;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteValue.gt"?: string;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteValue.gte"?: string;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteValue.lt"?: string;
            "filter.subscriptionPeriodCreditsExhaustedAtOverwriteValue.lte"?: string;
            "filter.subscriptionPeriodCreditsIncludedOverwriteEnabled.equals"?: boolean;
            "filter.subscriptionPeriodCreditsIncludedOverwriteEnabled.not"?: boolean;
            "filter.subscriptionPeriodCreditsIncludedOverwriteDisableAt.equals"?: string;
            "filter.subscriptionPeriodCreditsIncludedOverwriteDisableAt.gt"?: string;
            "filter.subscriptionPeriodCreditsIncludedOverwriteDisableAt.gte"?: string;
            "filter.subscriptionPeriodCreditsIncludedOverwriteDisableAt.lt"?: string;
            "filter.subscriptionPeriodCreditsIncludedOverwriteDisableAt.lte"?: string;
            "filter.subscriptionPeriodCreditsIncludedOverwriteValue.equals"?: string;
            "filter.subscriptionPeriodCreditsIncludedOverwriteValue.not"?: string;
            "filter.subscriptionPeriodCreditsIncludedOverwriteValue.gt"?: number;
            "filter.subscriptionPeriodCreditsIncludedOverwriteValue.gte"?: number;
            "filter.subscriptionPeriodCreditsIncludedOverwriteValue.lt"?: number;
            "filter.subscriptionPeriodCreditsIncludedOverwriteValue.lte"?: number;
            "filter.subscriptionPeriodCreditsIncludedOverwriteValue.in"?: string;
            "filter.subscriptionStatusOverwriteEnabled.equals"?: boolean;
            "filter.subscriptionStatusOverwriteEnabled.not"?: boolean;
            "filter.subscriptionStatusOverwriteDisableAt.equals"?: string;
            "filter.subscriptionStatusOverwriteDisableAt.gt"?: string;
            "filter.subscriptionStatusOverwriteDisableAt.gte"?: string;
            "filter.subscriptionStatusOverwriteDisableAt.lt"?: string;
            "filter.subscriptionStatusOverwriteDisableAt.lte"?: string;
            "filter.subscriptionStatusOverwriteValue.equals"?: string;
            "filter.subscriptionStatusOverwriteValue.not"?: string;
            "filter.subscriptionStatusOverwriteValue.contains"?: string;
            "filter.subscriptionStatusOverwriteValue.startsWith"?: string;
            "filter.subscriptionStatusOverwriteValue.endsWith"?: string;
            "filter.subscriptionStatusOverwriteValue.in"?: string;
            "filter.subscriptionStatusOverwriteValue.notIn"?: string;
        };
        SubscriptionCreate: {
            sort?: number;
            subscriptionId: string;
            subscriptionPeriodCreditsExhaustedAtOverwriteEnabled: boolean;
            subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt?: string | null;
            subscriptionPeriodCreditsExhaustedAtOverwriteValue?: string | null;
            subscriptionPeriodCreditsIncludedOverwriteEnabled: boolean;
            subscriptionPeriodCreditsIncludedOverwriteDisableAt?: string | null;
            subscriptionPeriodCreditsIncludedOverwriteValue?: number | null;
            subscriptionStatusOverwriteEnabled: boolean;
            subscriptionStatusOverwriteDisableAt?: string | null;
            subscriptionStatusOverwriteValue?: ("ACTIVE" | "INACTIVE" | "PAUSED" | "PAST_DUE" | "TRIAL") | null;
        };
        SubscriptionUpdate: {
            sort?: number;
            subscriptionId?: string;
            subscriptionPeriodCreditsExhaustedAtOverwriteEnabled?: boolean;
            subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt?: string | null;
            subscriptionPeriodCreditsExhaustedAtOverwriteValue?: string | null;
            subscriptionPeriodCreditsIncludedOverwriteEnabled?: boolean;
            subscriptionPeriodCreditsIncludedOverwriteDisableAt?: string | null;
            subscriptionPeriodCreditsIncludedOverwriteValue?: number | null;
            subscriptionStatusOverwriteEnabled?: boolean;
            subscriptionStatusOverwriteDisableAt?: string | null;
            subscriptionStatusOverwriteValue?: ("ACTIVE" | "INACTIVE" | "PAUSED" | "PAST_DUE" | "TRIAL") | null;
        };
        /** @description An invoice of the billing provider: amounts, period, customer, status and links to the hosted page and PDF. A list returns every field, or those `select[]` names (nested ones too). */
        InvoiceFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            readonly amount_due?: number;
            readonly amount_paid?: number;
            readonly amount_remaining?: number;
            /** @enum {string} */
            readonly collection_method?: "charge_automatically" | "send_invoice";
            readonly created?: number;
            readonly currency?: string;
            readonly customer?: string;
            readonly customer_email?: string | null;
            readonly customer_name?: string | null;
            readonly customer_phone?: string | null;
            readonly description?: string | null;
            readonly due_date?: number | null;
            readonly hosted_invoice_url?: string | null;
            readonly invoice_pdf?: string | null;
            readonly livemode?: boolean;
            readonly metadata?: {
                [key: string]: string;
            };
            readonly number?: string | null;
            readonly paid?: boolean;
            readonly payment_intent?: string | null;
            readonly period_end?: number;
            readonly period_start?: number;
            readonly receipt_number?: string | null;
            /** @enum {string} */
            readonly status?: "draft" | "open" | "paid" | "uncollectible" | "void";
            readonly subscription?: string | null;
            readonly subtotal?: number;
            readonly total?: number;
            readonly tax?: number | null;
        };
        /** @description An invoice of the billing provider: amounts, period, customer, status and links to the hosted page and PDF. */
        Invoice: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            readonly amount_due?: number;
            readonly amount_paid?: number;
            readonly amount_remaining?: number;
            /** @enum {string} */
            readonly collection_method?: "charge_automatically" | "send_invoice";
            readonly created?: number;
            readonly currency?: string;
            readonly customer?: string;
            readonly customer_email: string | null;
            readonly customer_name: string | null;
            readonly customer_phone: string | null;
            readonly description: string | null;
            readonly due_date: number | null;
            readonly hosted_invoice_url: string | null;
            readonly invoice_pdf: string | null;
            readonly livemode?: boolean;
            readonly metadata?: {
                [key: string]: string;
            };
            readonly number: string | null;
            readonly paid?: boolean;
            readonly payment_intent: string | null;
            readonly period_end?: number;
            readonly period_start?: number;
            readonly receipt_number: string | null;
            /** @enum {string} */
            readonly status?: "draft" | "open" | "paid" | "uncollectible" | "void";
            readonly subscription: string | null;
            readonly subtotal?: number;
            readonly total?: number;
            readonly tax: number | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        InvoiceFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.amount_due.equals"?: string;
            "filter.amount_due.not"?: string;
            "filter.amount_due.gt"?: number;
            "filter.amount_due.gte"?: number;
            "filter.amount_due.lt"?: number;
            "filter.amount_due.lte"?: number;
            "filter.amount_due.in"?: string;
            "filter.amount_paid.equals"?: string;
            "filter.amount_paid.not"?: string;
            "filter.amount_paid.gt"?: number;
            "filter.amount_paid.gte"?: number;
            "filter.amount_paid.lt"?: number;
            "filter.amount_paid.lte"?: number;
            "filter.amount_paid.in"?: string;
            "filter.amount_remaining.equals"?: string;
            "filter.amount_remaining.not"?: string;
            "filter.amount_remaining.gt"?: number;
            "filter.amount_remaining.gte"?: number;
            "filter.amount_remaining.lt"?: number;
            "filter.amount_remaining.lte"?: number;
            "filter.amount_remaining.in"?: string;
            "filter.collection_method.equals"?: string;
            "filter.collection_method.not"?: string;
            "filter.collection_method.contains"?: string;
            "filter.collection_method.startsWith"?: string;
            "filter.collection_method.endsWith"?: string;
            "filter.collection_method.in"?: string;
            "filter.collection_method.notIn"?: string;
            "filter.created.equals"?: string;
            "filter.created.not"?: string;
            "filter.created.gt"?: number;
            "filter.created.gte"?: number;
            "filter.created.lt"?: number;
            "filter.created.lte"?: number;
            "filter.created.in"?: string;
            "filter.currency.equals"?: string;
            "filter.currency.not"?: string;
            "filter.currency.contains"?: string;
            "filter.currency.startsWith"?: string;
            "filter.currency.endsWith"?: string;
            "filter.currency.in"?: string;
            "filter.currency.notIn"?: string;
            "filter.customer.equals"?: string;
            "filter.customer.not"?: string;
            "filter.customer.contains"?: string;
            "filter.customer.startsWith"?: string;
            "filter.customer.endsWith"?: string;
            "filter.customer.in"?: string;
            "filter.customer.notIn"?: string;
            "filter.customer_email.equals"?: string;
            "filter.customer_email.not"?: string;
            "filter.customer_email.contains"?: string;
            "filter.customer_email.startsWith"?: string;
            "filter.customer_email.endsWith"?: string;
            "filter.customer_email.in"?: string;
            "filter.customer_email.notIn"?: string;
            "filter.customer_name.equals"?: string;
            "filter.customer_name.not"?: string;
            "filter.customer_name.contains"?: string;
            "filter.customer_name.startsWith"?: string;
            "filter.customer_name.endsWith"?: string;
            "filter.customer_name.in"?: string;
            "filter.customer_name.notIn"?: string;
            "filter.customer_phone.equals"?: string;
            "filter.customer_phone.not"?: string;
            "filter.customer_phone.contains"?: string;
            "filter.customer_phone.startsWith"?: string;
            "filter.customer_phone.endsWith"?: string;
            "filter.customer_phone.in"?: string;
            "filter.customer_phone.notIn"?: string;
            "filter.description.equals"?: string;
            "filter.description.not"?: string;
            "filter.description.contains"?: string;
            "filter.description.startsWith"?: string;
            "filter.description.endsWith"?: string;
            "filter.description.in"?: string;
            "filter.description.notIn"?: string;
            "filter.due_date.equals"?: string;
            "filter.due_date.not"?: string;
            "filter.due_date.gt"?: number;
            "filter.due_date.gte"?: number;
            "filter.due_date.lt"?: number;
            "filter.due_date.lte"?: number;
            "filter.due_date.in"?: string;
            "filter.hosted_invoice_url.equals"?: string;
            "filter.hosted_invoice_url.not"?: string;
            "filter.hosted_invoice_url.contains"?: string;
            "filter.hosted_invoice_url.startsWith"?: string;
            "filter.hosted_invoice_url.endsWith"?: string;
            "filter.hosted_invoice_url.in"?: string;
            "filter.hosted_invoice_url.notIn"?: string;
            "filter.invoice_pdf.equals"?: string;
            "filter.invoice_pdf.not"?: string;
            "filter.invoice_pdf.contains"?: string;
            "filter.invoice_pdf.startsWith"?: string;
            "filter.invoice_pdf.endsWith"?: string;
            "filter.invoice_pdf.in"?: string;
            "filter.invoice_pdf.notIn"?: string;
            "filter.livemode.equals"?: boolean;
            "filter.livemode.not"?: boolean;
            "filter.number.equals"?: string;
            "filter.number.not"?: string;
            "filter.number.contains"?: string;
            "filter.number.startsWith"?: string;
            "filter.number.endsWith"?: string;
            "filter.number.in"?: string;
            "filter.number.notIn"?: string;
            "filter.paid.equals"?: boolean;
            "filter.paid.not"?: boolean;
            "filter.payment_intent.equals"?: string;
            "filter.payment_intent.not"?: string;
            "filter.payment_intent.contains"?: string;
            "filter.payment_intent.startsWith"?: string;
            "filter.payment_intent.endsWith"?: string;
            "filter.payment_intent.in"?: string;
            "filter.payment_intent.notIn"?: string;
            "filter.period_end.equals"?: string;
            "filter.period_end.not"?: string;
            "filter.period_end.gt"?: number;
            "filter.period_end.gte"?: number;
            "filter.period_end.lt"?: number;
            "filter.period_end.lte"?: number;
            "filter.period_end.in"?: string;
            "filter.period_start.equals"?: string;
            "filter.period_start.not"?: string;
            "filter.period_start.gt"?: number;
            "filter.period_start.gte"?: number;
            "filter.period_start.lt"?: number;
            "filter.period_start.lte"?: number;
            "filter.period_start.in"?: string;
            "filter.receipt_number.equals"?: string;
            "filter.receipt_number.not"?: string;
            "filter.receipt_number.contains"?: string;
            "filter.receipt_number.startsWith"?: string;
            "filter.receipt_number.endsWith"?: string;
            "filter.receipt_number.in"?: string;
            "filter.receipt_number.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.subscription.equals"?: string;
            "filter.subscription.not"?: string;
            "filter.subscription.contains"?: string;
            "filter.subscription.startsWith"?: string;
            "filter.subscription.endsWith"?: string;
            "filter.subscription.in"?: string;
            "filter.subscription.notIn"?: string;
            "filter.subtotal.equals"?: string;
            "filter.subtotal.not"?: string;
            "filter.subtotal.gt"?: number;
            "filter.subtotal.gte"?: number;
            "filter.subtotal.lt"?: number;
            "filter.subtotal.lte"?: number;
            "filter.subtotal.in"?: string;
            "filter.total.equals"?: string;
            "filter.total.not"?: string;
            "filter.total.gt"?: number;
            "filter.total.gte"?: number;
            "filter.total.lt"?: number;
            "filter.total.lte"?: number;
            "filter.total.in"?: string;
            "filter.tax.equals"?: string;
            "filter.tax.not"?: string;
            "filter.tax.gt"?: number;
            "filter.tax.gte"?: number;
            "filter.tax.lt"?: number;
            "filter.tax.lte"?: number;
            "filter.tax.in"?: string;
        };
        /** @description A person who logs in: name, email (unique across the service, compared case-insensitively), time zone and display preferences. Only the user changes their record, or an owner of the one organization they belong to; an owner's record is deleted only by that owner. A list returns every field, or those `select[]` names (nested ones too). */
        UserFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            /** Format: email */
            email?: string;
            timeZone?: string;
            displayPreferences?: {
                columns?: {
                    [key: string]: {
                        [key: string]: boolean;
                    };
                };
                orderBy?: {
                    [key: string]: string;
                };
                sort?: {
                    [key: string]: "asc" | "desc";
                };
            } | null;
        };
        /** @description A person who logs in: name, email (unique across the service, compared case-insensitively), time zone and display preferences. Only the user changes their record, or an owner of the one organization they belong to; an owner's record is deleted only by that owner. */
        User: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            /** Format: email */
            email: string;
            timeZone: string;
            displayPreferences: {
                columns: {
                    [key: string]: {
                        [key: string]: boolean;
                    };
                };
                orderBy: {
                    [key: string]: string;
                };
                sort: {
                    [key: string]: "asc" | "desc";
                };
            } | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        UserFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.email.equals"?: string;
            "filter.email.not"?: string;
            "filter.email.contains"?: string;
            "filter.email.startsWith"?: string;
            "filter.email.endsWith"?: string;
            "filter.email.in"?: string;
            "filter.email.notIn"?: string;
            "filter.timeZone.equals"?: string;
            "filter.timeZone.not"?: string;
            "filter.timeZone.contains"?: string;
            "filter.timeZone.startsWith"?: string;
            "filter.timeZone.endsWith"?: string;
            "filter.timeZone.in"?: string;
            "filter.timeZone.notIn"?: string;
        };
        UserCreate: {
            sort?: number;
            name: string;
            /** Format: email */
            email: string;
            timeZone: string;
            displayPreferences: {
                columns: {
                    [key: string]: {
                        [key: string]: boolean;
                    };
                };
                orderBy: {
                    [key: string]: string;
                };
                sort: {
                    [key: string]: "asc" | "desc";
                };
            } | null;
        };
        UserUpdate: {
            sort?: number;
            name?: string;
            timeZone?: string;
            displayPreferences?: {
                columns: {
                    [key: string]: {
                        [key: string]: boolean;
                    };
                };
                orderBy: {
                    [key: string]: string;
                };
                sort: {
                    [key: string]: "asc" | "desc";
                };
            } | null;
        };
        /** @description A user's login session: the hash of its current refresh token, the parsed user agent and the hash of the client address. A list returns every field, or those `select[]` names (nested ones too). */
        SessionFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            readonly token?: string;
            readonly userAgentString?: string | null;
            readonly userAgentBrowserName?: string | null;
            readonly userAgentBrowserVersion?: string | null;
            readonly userAgentDeviceModel?: string | null;
            readonly userAgentDeviceVendor?: string | null;
            readonly userAgentEngineName?: string | null;
            readonly userAgentEngineVersion?: string | null;
            readonly userAgentOsName?: string | null;
            readonly userAgentOsVersion?: string | null;
            readonly ipAddressHash?: string;
            readonly userId?: string;
        };
        /** @description A user's login session: the hash of its current refresh token, the parsed user agent and the hash of the client address. */
        Session: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            readonly token?: string;
            readonly userAgentString: string | null;
            readonly userAgentBrowserName: string | null;
            readonly userAgentBrowserVersion: string | null;
            readonly userAgentDeviceModel: string | null;
            readonly userAgentDeviceVendor: string | null;
            readonly userAgentEngineName: string | null;
            readonly userAgentEngineVersion: string | null;
            readonly userAgentOsName: string | null;
            readonly userAgentOsVersion: string | null;
            readonly ipAddressHash?: string;
            readonly userId?: string;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        SessionFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.token.equals"?: string;
            "filter.token.not"?: string;
            "filter.token.contains"?: string;
            "filter.token.startsWith"?: string;
            "filter.token.endsWith"?: string;
            "filter.token.in"?: string;
            "filter.token.notIn"?: string;
            "filter.userAgentString.equals"?: string;
            "filter.userAgentString.not"?: string;
            "filter.userAgentString.contains"?: string;
            "filter.userAgentString.startsWith"?: string;
            "filter.userAgentString.endsWith"?: string;
            "filter.userAgentString.in"?: string;
            "filter.userAgentString.notIn"?: string;
            "filter.userAgentBrowserName.equals"?: string;
            "filter.userAgentBrowserName.not"?: string;
            "filter.userAgentBrowserName.contains"?: string;
            "filter.userAgentBrowserName.startsWith"?: string;
            "filter.userAgentBrowserName.endsWith"?: string;
            "filter.userAgentBrowserName.in"?: string;
            "filter.userAgentBrowserName.notIn"?: string;
            "filter.userAgentBrowserVersion.equals"?: string;
            "filter.userAgentBrowserVersion.not"?: string;
            "filter.userAgentBrowserVersion.contains"?: string;
            "filter.userAgentBrowserVersion.startsWith"?: string;
            "filter.userAgentBrowserVersion.endsWith"?: string;
            "filter.userAgentBrowserVersion.in"?: string;
            "filter.userAgentBrowserVersion.notIn"?: string;
            "filter.userAgentDeviceModel.equals"?: string;
            "filter.userAgentDeviceModel.not"?: string;
            "filter.userAgentDeviceModel.contains"?: string;
            "filter.userAgentDeviceModel.startsWith"?: string;
            "filter.userAgentDeviceModel.endsWith"?: string;
            "filter.userAgentDeviceModel.in"?: string;
            "filter.userAgentDeviceModel.notIn"?: string;
            "filter.userAgentDeviceVendor.equals"?: string;
            "filter.userAgentDeviceVendor.not"?: string;
            "filter.userAgentDeviceVendor.contains"?: string;
            "filter.userAgentDeviceVendor.startsWith"?: string;
            "filter.userAgentDeviceVendor.endsWith"?: string;
            "filter.userAgentDeviceVendor.in"?: string;
            "filter.userAgentDeviceVendor.notIn"?: string;
            "filter.userAgentEngineName.equals"?: string;
            "filter.userAgentEngineName.not"?: string;
            "filter.userAgentEngineName.contains"?: string;
            "filter.userAgentEngineName.startsWith"?: string;
            "filter.userAgentEngineName.endsWith"?: string;
            "filter.userAgentEngineName.in"?: string;
            "filter.userAgentEngineName.notIn"?: string;
            "filter.userAgentEngineVersion.equals"?: string;
            "filter.userAgentEngineVersion.not"?: string;
            "filter.userAgentEngineVersion.contains"?: string;
            "filter.userAgentEngineVersion.startsWith"?: string;
            "filter.userAgentEngineVersion.endsWith"?: string;
            "filter.userAgentEngineVersion.in"?: string;
            "filter.userAgentEngineVersion.notIn"?: string;
            "filter.userAgentOsName.equals"?: string;
            "filter.userAgentOsName.not"?: string;
            "filter.userAgentOsName.contains"?: string;
            "filter.userAgentOsName.startsWith"?: string;
            "filter.userAgentOsName.endsWith"?: string;
            "filter.userAgentOsName.in"?: string;
            "filter.userAgentOsName.notIn"?: string;
            "filter.userAgentOsVersion.equals"?: string;
            "filter.userAgentOsVersion.not"?: string;
            "filter.userAgentOsVersion.contains"?: string;
            "filter.userAgentOsVersion.startsWith"?: string;
            "filter.userAgentOsVersion.endsWith"?: string;
            "filter.userAgentOsVersion.in"?: string;
            "filter.userAgentOsVersion.notIn"?: string;
            "filter.ipAddressHash.equals"?: string;
            "filter.ipAddressHash.not"?: string;
            "filter.ipAddressHash.contains"?: string;
            "filter.ipAddressHash.startsWith"?: string;
            "filter.ipAddressHash.endsWith"?: string;
            "filter.ipAddressHash.in"?: string;
            "filter.ipAddressHash.notIn"?: string;
            "filter.userId.equals"?: string;
            "filter.userId.not"?: string;
            "filter.userId.contains"?: string;
            "filter.userId.startsWith"?: string;
            "filter.userId.endsWith"?: string;
            "filter.userId.in"?: string;
            "filter.userId.notIn"?: string;
        };
        /** @description An API key: its scopes, optional expiry and allowed IPv4 ranges; the secret is shown once and stored only as a hash. Owners and admins manage every key; members only the keys they created, and never with *:write or the write scope of api-keys, memberships, organizations, teams, users. A key is revoked when its creator leaves the organization. A list returns every field, or those `select[]` names (nested ones too). */
        ApiKeyFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            readonly hash?: string;
            scopes?: string[];
            app?: "MAILINFRA" | null;
            name?: string | null;
            expiresAt?: string | null;
            ipRanges?: string[];
            readonly organizationId?: string;
            readonly createdBy?: string | null;
            readonly events?: {
                createdAt?: string;
            }[];
        };
        /** @description An API key: its scopes, optional expiry and allowed IPv4 ranges; the secret is shown once and stored only as a hash. Owners and admins manage every key; members only the keys they created, and never with *:write or the write scope of api-keys, memberships, organizations, teams, users. A key is revoked when its creator leaves the organization. */
        ApiKey: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            readonly hash?: string;
            scopes: string[];
            app: "MAILINFRA" | null;
            name: string | null;
            expiresAt: string | null;
            ipRanges: string[];
            readonly organizationId?: string;
            readonly createdBy: string | null;
            readonly events: {
                createdAt: string;
            }[];
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        ApiKeyFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.hash.equals"?: string;
            "filter.hash.not"?: string;
            "filter.hash.contains"?: string;
            "filter.hash.startsWith"?: string;
            "filter.hash.endsWith"?: string;
            "filter.hash.in"?: string;
            "filter.hash.notIn"?: string;
            "filter.scopes.has"?: string;
            "filter.scopes.hasEvery"?: string;
            "filter.scopes.hasSome"?: string;
            "filter.scopes.isEmpty"?: boolean;
            "filter.app.equals"?: string;
            "filter.app.not"?: string;
            "filter.app.contains"?: string;
            "filter.app.startsWith"?: string;
            "filter.app.endsWith"?: string;
            "filter.app.in"?: string;
            "filter.app.notIn"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.expiresAt.equals"?: string;
            "filter.expiresAt.gt"?: string;
            "filter.expiresAt.gte"?: string;
            "filter.expiresAt.lt"?: string;
            "filter.expiresAt.lte"?: string;
            "filter.ipRanges.has"?: string;
            "filter.ipRanges.hasEvery"?: string;
            "filter.ipRanges.hasSome"?: string;
            "filter.ipRanges.isEmpty"?: boolean;
            "filter.organizationId.equals"?: string;
            "filter.organizationId.not"?: string;
            "filter.organizationId.contains"?: string;
            "filter.organizationId.startsWith"?: string;
            "filter.organizationId.endsWith"?: string;
            "filter.organizationId.in"?: string;
            "filter.organizationId.notIn"?: string;
            "filter.createdBy.equals"?: string;
            "filter.createdBy.not"?: string;
            "filter.createdBy.contains"?: string;
            "filter.createdBy.startsWith"?: string;
            "filter.createdBy.endsWith"?: string;
            "filter.createdBy.in"?: string;
            "filter.createdBy.notIn"?: string;
        };
        ApiKeyCreate: {
            sort?: number;
            scopes: string[];
            app: "MAILINFRA" | null;
            name: string | null;
            expiresAt: string | null;
            ipRanges: string[];
        };
        ApiKeyUpdate: {
            sort?: number;
            scopes?: string[];
            app?: "MAILINFRA" | null;
            name?: string | null;
            expiresAt?: string | null;
            ipRanges?: string[];
        };
        /** @description An organization (a tenant): its name, website and default time zone. A list returns every field, or those `select[]` names (nested ones too). */
        OrganizationFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            name?: string;
            website?: string | null;
            timeZone?: string | null;
        };
        /** @description An organization (a tenant): its name, website and default time zone. */
        Organization: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            name: string;
            website: string | null;
            timeZone: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        OrganizationFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.name.equals"?: string;
            "filter.name.not"?: string;
            "filter.name.contains"?: string;
            "filter.name.startsWith"?: string;
            "filter.name.endsWith"?: string;
            "filter.name.in"?: string;
            "filter.name.notIn"?: string;
            "filter.website.equals"?: string;
            "filter.website.not"?: string;
            "filter.website.contains"?: string;
            "filter.website.startsWith"?: string;
            "filter.website.endsWith"?: string;
            "filter.website.in"?: string;
            "filter.website.notIn"?: string;
            "filter.timeZone.equals"?: string;
            "filter.timeZone.not"?: string;
            "filter.timeZone.contains"?: string;
            "filter.timeZone.startsWith"?: string;
            "filter.timeZone.endsWith"?: string;
            "filter.timeZone.in"?: string;
            "filter.timeZone.notIn"?: string;
        };
        OrganizationCreate: {
            sort?: number;
            name: string;
            website?: string | null;
            timeZone?: string | null;
        };
        OrganizationUpdate: {
            sort?: number;
            name?: string;
            website?: string | null;
            timeZone?: string | null;
        };
        /** @description How much of a metered thing the organization used in one calendar month (UTC), one record per metric and month: `emails.sent` (messages sent), `model.tokens` (the tokens its note reasoning and fine-tuning tests spent on the model, input and output; past the deployment's monthly token budget, reasoning falls back to the local reasoner and spends none). A list returns every field, or those `select[]` names (nested ones too). */
        UsageFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            readonly metric?: string;
            readonly quantity?: number;
            readonly periodStart?: string;
            readonly periodEnd?: string;
            readonly inputTokens?: number | null;
            readonly outputTokens?: number | null;
        };
        /** @description How much of a metered thing the organization used in one calendar month (UTC), one record per metric and month: `emails.sent` (messages sent), `model.tokens` (the tokens its note reasoning and fine-tuning tests spent on the model, input and output; past the deployment's monthly token budget, reasoning falls back to the local reasoner and spends none). */
        Usage: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            readonly metric?: string;
            readonly quantity?: number;
            readonly periodStart?: string;
            readonly periodEnd?: string;
            readonly inputTokens: number | null;
            readonly outputTokens: number | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        UsageFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.metric.equals"?: string;
            "filter.metric.not"?: string;
            "filter.metric.contains"?: string;
            "filter.metric.startsWith"?: string;
            "filter.metric.endsWith"?: string;
            "filter.metric.in"?: string;
            "filter.metric.notIn"?: string;
            "filter.quantity.equals"?: string;
            "filter.quantity.not"?: string;
            "filter.quantity.gt"?: number;
            "filter.quantity.gte"?: number;
            "filter.quantity.lt"?: number;
            "filter.quantity.lte"?: number;
            "filter.quantity.in"?: string;
            "filter.periodStart.equals"?: string;
            "filter.periodStart.gt"?: string;
            "filter.periodStart.gte"?: string;
            "filter.periodStart.lt"?: string;
            "filter.periodStart.lte"?: string;
            "filter.periodEnd.equals"?: string;
            "filter.periodEnd.gt"?: string;
            "filter.periodEnd.gte"?: string;
            "filter.periodEnd.lt"?: string;
            "filter.periodEnd.lte"?: string;
            "filter.inputTokens.equals"?: string;
            "filter.inputTokens.not"?: string;
            "filter.inputTokens.gt"?: number;
            "filter.inputTokens.gte"?: number;
            "filter.inputTokens.lt"?: number;
            "filter.inputTokens.lte"?: number;
            "filter.inputTokens.in"?: string;
            "filter.outputTokens.equals"?: string;
            "filter.outputTokens.not"?: string;
            "filter.outputTokens.gt"?: number;
            "filter.outputTokens.gte"?: number;
            "filter.outputTokens.lt"?: number;
            "filter.outputTokens.lte"?: number;
            "filter.outputTokens.in"?: string;
        };
        /** @description A write to a record: its type (`<object>.<created|updated|deleted>`), the record, the fields that changed, who wrote it, the request (the platform's id) and the caller's own request id. A list returns every field, or those `select[]` names (nested ones too). */
        EventFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            readonly type?: string;
            readonly recordObject?: string;
            readonly recordId?: string;
            readonly changes?: string[];
            readonly actor?: {
                /** @enum {string} */
                type?: "user" | "apiKey" | "webhook" | "system";
                id?: string;
            };
            readonly requestId?: string;
            readonly clientRequestId?: string | null;
        };
        /** @description A write to a record: its type (`<object>.<created|updated|deleted>`), the record, the fields that changed, who wrote it, the request (the platform's id) and the caller's own request id. */
        Event: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            readonly type?: string;
            readonly recordObject?: string;
            readonly recordId?: string;
            readonly changes: string[];
            readonly actor?: {
                /** @enum {string} */
                type: "user" | "apiKey" | "webhook" | "system";
                id: string;
            };
            readonly requestId?: string;
            readonly clientRequestId: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        EventFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.type.equals"?: string;
            "filter.type.not"?: string;
            "filter.type.contains"?: string;
            "filter.type.startsWith"?: string;
            "filter.type.endsWith"?: string;
            "filter.type.in"?: string;
            "filter.type.notIn"?: string;
            "filter.recordObject.equals"?: string;
            "filter.recordObject.not"?: string;
            "filter.recordObject.contains"?: string;
            "filter.recordObject.startsWith"?: string;
            "filter.recordObject.endsWith"?: string;
            "filter.recordObject.in"?: string;
            "filter.recordObject.notIn"?: string;
            "filter.recordId.equals"?: string;
            "filter.recordId.not"?: string;
            "filter.recordId.contains"?: string;
            "filter.recordId.startsWith"?: string;
            "filter.recordId.endsWith"?: string;
            "filter.recordId.in"?: string;
            "filter.recordId.notIn"?: string;
            "filter.changes.has"?: string;
            "filter.changes.hasEvery"?: string;
            "filter.changes.hasSome"?: string;
            "filter.changes.isEmpty"?: boolean;
            "filter.requestId.equals"?: string;
            "filter.requestId.not"?: string;
            "filter.requestId.contains"?: string;
            "filter.requestId.startsWith"?: string;
            "filter.requestId.endsWith"?: string;
            "filter.requestId.in"?: string;
            "filter.requestId.notIn"?: string;
            "filter.clientRequestId.equals"?: string;
            "filter.clientRequestId.not"?: string;
            "filter.clientRequestId.contains"?: string;
            "filter.clientRequestId.startsWith"?: string;
            "filter.clientRequestId.endsWith"?: string;
            "filter.clientRequestId.in"?: string;
            "filter.clientRequestId.notIn"?: string;
        };
        /** @description Where the organization's events are POSTed, signed by the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature): `events` lists the event types it takes (GET /v5/event-types), or ["*"]. The signing `secret` is in the create's answer only; POST /v5/webhook-endpoints/{id}/rotate-secret answers a new one, and the old one keeps signing beside it for 24 hours. The URL must be https and must not reach a private, loopback, link-local or metadata address. An endpoint whose deliveries all failed for 5 days turns DISABLED with disabledReason; setting status ENABLED again resumes it. POST /v5/webhook-endpoints/{id}/test sends it a webhook.test event. At most 20 per organization. A list returns every field, or those `select[]` names (nested ones too). */
        WebhookEndpointFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            /** @example https://hooks.example.com/outreach */
            url?: string;
            events?: string[];
            description?: string | null;
            /** @enum {string} */
            status?: "ENABLED" | "DISABLED";
            readonly disabledReason?: string | null;
        };
        /** @description Where the organization's events are POSTed, signed by the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature): `events` lists the event types it takes (GET /v5/event-types), or ["*"]. The signing `secret` is in the create's answer only; POST /v5/webhook-endpoints/{id}/rotate-secret answers a new one, and the old one keeps signing beside it for 24 hours. The URL must be https and must not reach a private, loopback, link-local or metadata address. An endpoint whose deliveries all failed for 5 days turns DISABLED with disabledReason; setting status ENABLED again resumes it. POST /v5/webhook-endpoints/{id}/test sends it a webhook.test event. At most 20 per organization. */
        WebhookEndpoint: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            /** @example https://hooks.example.com/outreach */
            url: string;
            events: string[];
            description: string | null;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            readonly disabledReason: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        WebhookEndpointFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.url.equals"?: string;
            "filter.url.not"?: string;
            "filter.url.contains"?: string;
            "filter.url.startsWith"?: string;
            "filter.url.endsWith"?: string;
            "filter.url.in"?: string;
            "filter.url.notIn"?: string;
            "filter.events.has"?: string;
            "filter.events.hasEvery"?: string;
            "filter.events.hasSome"?: string;
            "filter.events.isEmpty"?: boolean;
            "filter.description.equals"?: string;
            "filter.description.not"?: string;
            "filter.description.contains"?: string;
            "filter.description.startsWith"?: string;
            "filter.description.endsWith"?: string;
            "filter.description.in"?: string;
            "filter.description.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.disabledReason.equals"?: string;
            "filter.disabledReason.not"?: string;
            "filter.disabledReason.contains"?: string;
            "filter.disabledReason.startsWith"?: string;
            "filter.disabledReason.endsWith"?: string;
            "filter.disabledReason.in"?: string;
            "filter.disabledReason.notIn"?: string;
        };
        WebhookEndpointCreate: {
            sort?: number;
            /** @example https://hooks.example.com/outreach */
            url: string;
            events: string[];
            description?: string | null;
            /** @enum {string} */
            status?: "ENABLED" | "DISABLED";
        };
        WebhookEndpointUpdate: {
            sort?: number;
            /** @example https://hooks.example.com/outreach */
            url?: string;
            events?: string[];
            description?: string | null;
            /** @enum {string} */
            status?: "ENABLED" | "DISABLED";
        };
        /** @description A delivery of one event to one webhook endpoint, and how its attempts went: PENDING until an attempt is answered 2xx (SUCCEEDED) or the retries run out (FAILED). lastResponseBody holds the first 1024 characters of the last answer; lastError says what went wrong when there was none (a timeout, a refused connection). POST /v5/webhook-deliveries/{id}/retry sends it again now. A list returns every field, or those `select[]` names (nested ones too). */
        WebhookDeliveryFields: {
            readonly object?: string;
            readonly id?: string;
            sort?: number;
            readonly createdAt?: string;
            readonly updatedAt?: string;
            readonly deletedAt?: string | null;
            readonly endpointId?: string;
            readonly eventId?: string;
            readonly eventType?: string;
            /** @enum {string} */
            readonly status?: "PENDING" | "SUCCEEDED" | "FAILED";
            readonly attempts?: number;
            readonly lastResponseStatus?: number | null;
            readonly lastResponseBody?: string | null;
            readonly lastError?: string | null;
            readonly lastAttemptAt?: string | null;
            readonly nextAttemptAt?: string | null;
        };
        /** @description A delivery of one event to one webhook endpoint, and how its attempts went: PENDING until an attempt is answered 2xx (SUCCEEDED) or the retries run out (FAILED). lastResponseBody holds the first 1024 characters of the last answer; lastError says what went wrong when there was none (a timeout, a refused connection). POST /v5/webhook-deliveries/{id}/retry sends it again now. */
        WebhookDelivery: {
            readonly object: string;
            readonly id: string;
            sort: number;
            readonly createdAt: string;
            readonly updatedAt: string;
            readonly deletedAt: string | null;
            readonly endpointId?: string;
            readonly eventId?: string;
            readonly eventType?: string;
            /** @enum {string} */
            readonly status: "PENDING" | "SUCCEEDED" | "FAILED";
            readonly attempts: number;
            readonly lastResponseStatus: number | null;
            readonly lastResponseBody: string | null;
            readonly lastError: string | null;
            readonly lastAttemptAt: string | null;
            readonly nextAttemptAt: string | null;
        };
        /** @description Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. `in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones. */
        WebhookDeliveryFilter: {
            "filter.id.equals"?: string;
            "filter.id.not"?: string;
            "filter.id.contains"?: string;
            "filter.id.startsWith"?: string;
            "filter.id.endsWith"?: string;
            "filter.id.in"?: string;
            "filter.id.notIn"?: string;
            "filter.sort.equals"?: string;
            "filter.sort.not"?: string;
            "filter.sort.gt"?: number;
            "filter.sort.gte"?: number;
            "filter.sort.lt"?: number;
            "filter.sort.lte"?: number;
            "filter.sort.in"?: string;
            "filter.createdAt.equals"?: string;
            "filter.createdAt.gt"?: string;
            "filter.createdAt.gte"?: string;
            "filter.createdAt.lt"?: string;
            "filter.createdAt.lte"?: string;
            "filter.updatedAt.equals"?: string;
            "filter.updatedAt.gt"?: string;
            "filter.updatedAt.gte"?: string;
            "filter.updatedAt.lt"?: string;
            "filter.updatedAt.lte"?: string;
            "filter.deletedAt.equals"?: string;
            "filter.deletedAt.gt"?: string;
            "filter.deletedAt.gte"?: string;
            "filter.deletedAt.lt"?: string;
            "filter.deletedAt.lte"?: string;
            "filter.endpointId.equals"?: string;
            "filter.endpointId.not"?: string;
            "filter.endpointId.contains"?: string;
            "filter.endpointId.startsWith"?: string;
            "filter.endpointId.endsWith"?: string;
            "filter.endpointId.in"?: string;
            "filter.endpointId.notIn"?: string;
            "filter.eventId.equals"?: string;
            "filter.eventId.not"?: string;
            "filter.eventId.contains"?: string;
            "filter.eventId.startsWith"?: string;
            "filter.eventId.endsWith"?: string;
            "filter.eventId.in"?: string;
            "filter.eventId.notIn"?: string;
            "filter.eventType.equals"?: string;
            "filter.eventType.not"?: string;
            "filter.eventType.contains"?: string;
            "filter.eventType.startsWith"?: string;
            "filter.eventType.endsWith"?: string;
            "filter.eventType.in"?: string;
            "filter.eventType.notIn"?: string;
            "filter.status.equals"?: string;
            "filter.status.not"?: string;
            "filter.status.contains"?: string;
            "filter.status.startsWith"?: string;
            "filter.status.endsWith"?: string;
            "filter.status.in"?: string;
            "filter.status.notIn"?: string;
            "filter.attempts.equals"?: string;
            "filter.attempts.not"?: string;
            "filter.attempts.gt"?: number;
            "filter.attempts.gte"?: number;
            "filter.attempts.lt"?: number;
            "filter.attempts.lte"?: number;
            "filter.attempts.in"?: string;
            "filter.lastResponseStatus.equals"?: string;
            "filter.lastResponseStatus.not"?: string;
            "filter.lastResponseStatus.gt"?: number;
            "filter.lastResponseStatus.gte"?: number;
            "filter.lastResponseStatus.lt"?: number;
            "filter.lastResponseStatus.lte"?: number;
            "filter.lastResponseStatus.in"?: string;
            "filter.lastResponseBody.equals"?: string;
            "filter.lastResponseBody.not"?: string;
            "filter.lastResponseBody.contains"?: string;
            "filter.lastResponseBody.startsWith"?: string;
            "filter.lastResponseBody.endsWith"?: string;
            "filter.lastResponseBody.in"?: string;
            "filter.lastResponseBody.notIn"?: string;
            "filter.lastError.equals"?: string;
            "filter.lastError.not"?: string;
            "filter.lastError.contains"?: string;
            "filter.lastError.startsWith"?: string;
            "filter.lastError.endsWith"?: string;
            "filter.lastError.in"?: string;
            "filter.lastError.notIn"?: string;
            "filter.lastAttemptAt.equals"?: string;
            "filter.lastAttemptAt.gt"?: string;
            "filter.lastAttemptAt.gte"?: string;
            "filter.lastAttemptAt.lt"?: string;
            "filter.lastAttemptAt.lte"?: string;
            "filter.nextAttemptAt.equals"?: string;
            "filter.nextAttemptAt.gt"?: string;
            "filter.nextAttemptAt.gte"?: string;
            "filter.nextAttemptAt.lt"?: string;
            "filter.nextAttemptAt.lte"?: string;
        };
    };
    responses: {
        /** @description The request, a filter or a parameter is invalid: `code` is `invalid_request`, `invalid_filter`, `invalid_parameter`, `query_too_broad`. */
        Error400: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error400"];
            };
        };
        /** @description No valid credential: `code` is `missing_authorization`, `invalid_api_key`, `invalid_access_token`, `invalid_refresh_token`, `invalid_webhook_signature`, `requires_access_token`. */
        Error401: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error401"];
            };
        };
        /** @description The credential lacks a scope or a role: `code` is `missing_scopes`, `missing_role`. */
        Error403: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error403"];
            };
        };
        /** @description No such record or path: `code` is `resource_not_found`. */
        Error404: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error404"];
            };
        };
        /** @description The path does not answer this method: `code` is `method_not_allowed`. */
        Error405: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                Allow: components["headers"]["Allow"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error405"];
            };
        };
        /** @description A unique value is taken, or the record changed meanwhile: `code` is `conflict`. */
        Error409: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error409"];
            };
        };
        /** @description The body or the record is too large: `code` is `payload_too_large`. */
        Error413: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error413"];
            };
        };
        /** @description The body is not sent as JSON, or in a Content-Encoding the service does not decode: `code` is `unsupported_media_type`. */
        Error415: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error415"];
            };
        };
        /** @description Too many requests: `code` is `rate_limited`. */
        Error429: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error429"];
            };
        };
        /** @description An unexpected error (quote the request id): `code` is `internal_error`. */
        Error500: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error500"];
            };
        };
        /** @description A dependency is briefly unavailable or overloaded; retry after Retry-After. Nothing was written, unless the description says the request may have been applied: then read before retrying: `code` is `service_unavailable`. */
        Error503: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error503"];
            };
        };
    };
    parameters: {
        /** @description Case-insensitive search over the family's text fields. */
        query: string;
        /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
        select: string[];
        /** @description Records per page, 1 to 100. */
        limit: number;
        /** @description The direction of `orderBy`. */
        sort: "asc" | "desc";
    };
    requestBodies: never;
    headers: {
        /** @description The id of the request: the caller's X-Request-Id when it sent one, the platform's otherwise. */
        RequestId: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: string;
        /** @description The methods the path answers. */
        Allow: string;
        /** @description Requests the credential may make per window. */
        RateLimitLimit: string;
        /** @description Requests left in the current window. */
        RateLimitRemaining: string;
        /** @description Seconds until the window resets. */
        RateLimitReset: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: {
                /** @description Echoed back. */
                challenge?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service answers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        challenge?: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document of every route. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getReferencePage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ContactFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: ("id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "firstName" | "lastName" | "nickname" | "bio" | "email" | "phone" | "avatar" | "website" | "location" | "city" | "state" | "countryCode" | "timeZone" | "facebook" | "github" | "instagram" | "linkedin" | "x" | "externalIdApollo" | "latitude" | "longitude" | "employmentTitle" | "employmentSeniority" | "companyId" | "rootContactId" | "teamId" | "blockedAt" | "status" | "emailOptOut" | "isActive" | "isVerified" | "score" | "importId") | string;
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countContacts: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ContactFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `con_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `con_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `con_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateTeamContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `tea_` followed by a ULID. */
                teamId: string;
                /** @description An id: `con_` followed by a ULID. */
                contactId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactUpdate"];
            };
        };
        responses: {
            /** @description The updated contact. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CompanyFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: ("id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "nickname" | "bio" | "subtitle" | "avatar" | "website" | "domain" | "location" | "timeZone" | "facebook" | "github" | "instagram" | "linkedin" | "x" | "revenue" | "employeeCount" | "funding" | "externalIdApollo" | "importId") | string;
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countCompanies: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CompanyFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `com_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `com_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `com_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listDomains: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["DomainFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "companyId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countDomains: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["DomainFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `dom_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `dom_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `dom_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listEmailAddresses: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["EmailAddressFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "email" | "domainAgeDays" | "isFreeEmail" | "hasMxRecord" | "mxRecord" | "processedAt" | "smtpProvider" | "status" | "subStatus" | "contactId" | "organizationId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAddressFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailAddressCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAddress"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countEmailAddresses: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["EmailAddressFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `eml_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAddress"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `eml_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAddress"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `eml_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailAddressUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAddress"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listEmployments: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["EmploymentFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "contactId" | "companyId" | "organization" | "title" | "seniority" | "current" | "start" | "end";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmploymentFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createEmployment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmploymentCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employment"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countEmployments: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["EmploymentFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getEmployment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `emp_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employment"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEmployment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `emp_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employment"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateEmployment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `emp_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmploymentUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employment"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listNotes: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["NoteFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "body" | "contactId" | "companyId" | "dealId" | "authorId" | "importId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoteFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoteCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countNotes: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["NoteFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `not_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `not_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `not_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoteUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listTasks: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["TaskFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "title" | "description" | "status" | "priority" | "dueAt" | "assigneeId" | "contactId" | "dealId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countTasks: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["TaskFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `tsk_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `tsk_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `tsk_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listActivities: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ActivityFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "type" | "subject" | "body" | "occurredAt" | "contactId" | "dealId" | "sentEmailId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countActivities: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ActivityFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `act_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `act_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `act_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listDeals: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["DealFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "value" | "currency" | "pipelineId" | "stageId" | "status" | "closeDate" | "contactId" | "companyId" | "ownerId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createDeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countDeals: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["DealFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `dea_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `dea_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `dea_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listPipelines: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PipelineFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "description" | "defaultValue" | "valueDescription" | "organizationId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PipelineCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pipeline"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countPipelines: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PipelineFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `pip_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pipeline"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deletePipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `pip_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pipeline"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updatePipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `pip_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PipelineUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pipeline"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listPipelineStages: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PipelineStageFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "pipelineId" | "name" | "probability";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineStageFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createPipelineStage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PipelineStageCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineStage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countPipelineStages: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PipelineStageFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getPipelineStage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `stg_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineStage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deletePipelineStage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `stg_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineStage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updatePipelineStage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `stg_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PipelineStageUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineStage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listViews: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ViewFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "description" | "target" | "organizationId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["View"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countViews: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ViewFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `vie_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["View"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `vie_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["View"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `vie_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["View"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listPropertyViews: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PropertyViewFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "propertyId" | "viewId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyViewFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createPropertyView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyViewCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyView"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countPropertyViews: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PropertyViewFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getPropertyView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `prv_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyView"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deletePropertyView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `prv_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyView"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updatePropertyView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `prv_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyViewUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyView"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listProperties: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PropertyFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "type" | "target" | "label";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createProperty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countProperties: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PropertyFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `prp_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `prp_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `prp_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listSuppressions: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["SuppressionFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "type" | "value" | "reason";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuppressionFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createSuppression: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuppressionCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suppression"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countSuppressions: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["SuppressionFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getSuppression: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `sup_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suppression"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSuppression: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `sup_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suppression"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateSuppression: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `sup_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuppressionUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suppression"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countImports: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ImportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listImports: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ImportFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "type" | "zapier" | "app" | "order" | "status" | "event" | "enrich" | "total" | "version" | "note" | "authorId" | "archiveImported" | "processImported" | "connectExisting" | "prospectingStatus" | "recurringCount" | "recurringUnit" | "qualificationCompanyWebsiteDown" | "qualificationContactEmailFreeDomain" | "qualificationContactEmailInvalid" | "organizationId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Import"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `imp_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Import"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `imp_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Import"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `imp_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Import"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    rotateImportWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `imp_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import, with its new `webhookUrl`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhookUrl: string;
                    } & components["schemas"]["Import"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listPropertyImports: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PropertyImportFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "propertyId" | "importId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyImportFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createPropertyImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyImportCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyImport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countPropertyImports: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PropertyImportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getPropertyImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `pim_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyImport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deletePropertyImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `pim_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyImport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updatePropertyImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `pim_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyImportUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyImport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCampaignImports: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignImportFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "importId" | "campaignId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignImportFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCampaignImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignImportCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignImport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countCampaignImports: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignImportFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCampaignImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cim_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignImport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteCampaignImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cim_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignImport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCampaignImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cim_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignImportUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignImport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listImportRows: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ImportRowFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "importId" | "status" | "error" | "contactId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRowFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createImportRow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    countImportRows: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ImportRowFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getImportRow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `row_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRow"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteImportRow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `row_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    updateImportRow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `row_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "description" | "status" | "statusReason" | "teamId" | "fromConnectionId" | "trackingDomainId" | "dailyLimit" | "stopOnReply" | "trackOpens" | "trackClicks";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countCampaigns: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cam_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cam_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cam_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCampaignSendTimes: {
        parameters: {
            query: {
                /** @description An ISO 8601 instant. */
                from: string;
                count?: number;
            };
            header?: never;
            path: {
                /** @description An id: `cam_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The moments, in the schedule’s time zone rules, as UTC instants. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        times: string[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCampaignSteps: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignStepFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "campaignId" | "sequenceId" | "type" | "delayDays" | "subject" | "body";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignStepFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCampaignStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignStepCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignStep"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countCampaignSteps: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignStepFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCampaignStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cst_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignStep"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteCampaignStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cst_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignStep"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCampaignStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cst_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignStepUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignStep"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCampaignVariants: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignVariantFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "stepId" | "subject" | "body" | "weight";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignVariantFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCampaignVariant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignVariantCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignVariant"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countCampaignVariants: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignVariantFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCampaignVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cva_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignVariant"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteCampaignVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cva_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignVariant"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCampaignVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cva_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignVariantUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignVariant"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCampaignContacts: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignContactFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "campaignId" | "contactId" | "status" | "stepIndex" | "connectionId" | "nextSendAt" | "lastSentAt" | "pausedUntil" | "reason";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignContactFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCampaignContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignContactCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignContact"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countCampaignContacts: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignContactFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCampaignContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cco_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignContact"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteCampaignContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cco_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignContact"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCampaignContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cco_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "ACTIVE" | "PAUSED";
                    pausedUntil?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignContact"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    addCampaignContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cam_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contactIds: string[];
                };
            };
        };
        responses: {
            /** @description How many joined, and each contact left out with the reason. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        skipped: {
                            contactId: string;
                            reason: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCampaignStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cam_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts exact the moment each event is recorded. sent, opened, clicked, replied and bounced count messages (an open or a click once per message); unsubscribed counts contacts that unsubscribed by a link or a complaint. A variant's counts leave out bounces. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contacts: {
                            ACTIVE: number;
                            PAUSED: number;
                            COMPLETED: number;
                            REPLIED: number;
                            BOUNCED: number;
                            UNSUBSCRIBED: number;
                            STOPPED: number;
                            FAILED: number;
                        };
                        sent: number;
                        opened: number;
                        clicked: number;
                        replied: number;
                        bounced: number;
                        unsubscribed: number;
                        steps: {
                            stepId: string;
                            sent: number;
                            opened: number;
                            clicked: number;
                            replied: number;
                            bounced: number;
                            variants: {
                                variantId: string;
                                sent: number;
                                opened: number;
                                clicked: number;
                                replied: number;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listSequences: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["SequenceFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "campaignId" | "name";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SequenceFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createSequence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sequence"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countSequences: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["SequenceFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getSequence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `seq_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sequence"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSequence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `seq_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sequence"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateSequence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `seq_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SequenceUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sequence"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listConnections: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ConnectionFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "type" | "email" | "name" | "status" | "statusReason" | "lastCheckedAt" | "dailyLimit" | "minIntervalSeconds";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countConnections: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ConnectionFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cnn_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cnn_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cnn_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCampaignPipelines: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignPipelineFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "pipelineId" | "campaignId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPipelineFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCampaignPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignPipelineCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPipeline"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countCampaignPipelines: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignPipelineFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCampaignPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cpi_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPipeline"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteCampaignPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cpi_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPipeline"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCampaignPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cpi_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignPipelineUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPipeline"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCampaignViews: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignViewFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "viewId" | "campaignId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignViewFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCampaignView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignViewCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignView"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countCampaignViews: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CampaignViewFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCampaignView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cvi_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignView"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteCampaignView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cvi_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignView"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCampaignView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cvi_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignViewUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignView"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listTeams: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["TeamFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countTeams: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["TeamFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `tea_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `tea_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `tea_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listMemberships: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["MembershipFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "userId" | "organizationId" | "role";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MembershipCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Membership"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countMemberships: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["MembershipFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `mem_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Membership"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `mem_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Membership"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `mem_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MembershipUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Membership"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listDraftEmails: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["DraftEmailFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "contactId" | "campaignId" | "connectionId" | "to" | "subject" | "body" | "scheduledAt" | "status" | "nextSendAt" | "sentAt" | "sentEmailId" | "reason";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftEmailFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createDraftEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftEmailCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftEmail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countDraftEmails: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["DraftEmailFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getDraftEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `dra_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftEmail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteDraftEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `dra_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftEmail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateDraftEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `dra_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftEmailUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftEmail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listSentEmails: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["SentEmailFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "contactId" | "campaignId" | "campaignContactId" | "stepId" | "variantId" | "connectionId" | "messageId" | "inReplyTo" | "providerMessageId" | "deliveryUnknown" | "to" | "from" | "subject" | "body" | "sentAt" | "openedAt" | "clickedAt" | "repliedAt" | "bouncedAt" | "complainedAt";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentEmailFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createSentEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    countSentEmails: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["SentEmailFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getSentEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `sen_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentEmail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSentEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `sen_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    updateSentEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `sen_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    listInboundEmails: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["InboundEmailFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "from" | "to" | "subject" | "text" | "inReplyTo" | "receivedAt" | "sentEmailId" | "contactId" | "campaignId" | "campaignContactId" | "fromRecipient" | "noteId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundEmailFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createInboundEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    from: string;
                    /** Format: email */
                    to: string;
                    subject?: string | null;
                    text: string;
                    inReplyTo?: string | null;
                    references?: (string | string[]) | null;
                    receivedAt?: string | null;
                };
            };
        };
        responses: {
            /** @description The recorded reply. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundEmail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countInboundEmails: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["InboundEmailFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getInboundEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `inb_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundEmail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteInboundEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `inb_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    updateInboundEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `inb_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    listCalendarEvents: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CalendarEventFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "title" | "startsAt" | "endsAt" | "contactId" | "location" | "description";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEventFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarEventCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countCalendarEvents: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["CalendarEventFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cal_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cal_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCalendarEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cal_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarEventUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEvent"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listTrackingDomains: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["TrackingDomainFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "domain" | "status" | "cnameTarget" | "txtName" | "txtValue" | "verifiedAt" | "checkedAt" | "reason";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingDomainFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createTrackingDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackingDomainCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingDomain"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countTrackingDomains: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["TrackingDomainFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getTrackingDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `trd_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingDomain"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteTrackingDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `trd_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingDomain"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateTrackingDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `trd_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackingDomainUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingDomain"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    verifyTrackingDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `trd_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain, VERIFIED or FAILED with the reason. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingDomain"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listFineTunings: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["FineTuningFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "target" | "instructions" | "enabled" | "mode" | "minConfidence" | "model";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FineTuningFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createFineTuning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FineTuningCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FineTuning"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countFineTunings: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["FineTuningFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getFineTuning: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `fin_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FineTuning"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteFineTuning: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `fin_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FineTuning"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateFineTuning: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `fin_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FineTuningUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FineTuning"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    testFineTuning: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `fin_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The reasoning. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reasoning: Record<string, never>;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listGenerations: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["GenerationFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "unique_id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "prompt_id" | "model" | "timestamp" | "total_request_tokens" | "cost" | "noteId" | "fineTuningId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createGeneration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    countGenerations: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["GenerationFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getGeneration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (`gen_` followed by a ULID), or the record's number (the `id` a list shows), 1 to 2^53 - 1. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generation"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteGeneration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (`gen_` followed by a ULID), or the record's number (the `id` a list shows), 1 to 2^53 - 1. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    updateGeneration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (`gen_` followed by a ULID), or the record's number (the `id` a list shows), 1 to 2^53 - 1. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    listPrices: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PriceFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "active" | "billing_scheme" | "created" | "currency" | "livemode" | "lookup_key" | "nickname" | "product" | "tax_behavior" | "tiers_mode" | "type" | "unit_amount" | "unit_amount_decimal";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    countPrices: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["PriceFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `pri_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Price"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deletePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `pri_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    updatePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `pri_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["SubscriptionFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "subscriptionId" | "subscriptionPeriodCreditsExhaustedAtOverwriteEnabled" | "subscriptionPeriodCreditsExhaustedAtOverwriteDisableAt" | "subscriptionPeriodCreditsExhaustedAtOverwriteValue" | "subscriptionPeriodCreditsIncludedOverwriteEnabled" | "subscriptionPeriodCreditsIncludedOverwriteDisableAt" | "subscriptionPeriodCreditsIncludedOverwriteValue" | "subscriptionStatusOverwriteEnabled" | "subscriptionStatusOverwriteDisableAt" | "subscriptionStatusOverwriteValue";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countSubscriptions: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["SubscriptionFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `sub_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `sub_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `sub_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["InvoiceFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "amount_due" | "amount_paid" | "amount_remaining" | "collection_method" | "created" | "currency" | "customer" | "customer_email" | "customer_name" | "customer_phone" | "description" | "due_date" | "hosted_invoice_url" | "invoice_pdf" | "livemode" | "number" | "paid" | "payment_intent" | "period_end" | "period_start" | "receipt_number" | "status" | "subscription" | "subtotal" | "total" | "tax";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    countInvoices: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["InvoiceFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `inv_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `inv_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `inv_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["UserFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "email" | "timeZone";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countUsers: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["UserFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `usr_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `usr_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `usr_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["SessionFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "token" | "userAgentString" | "userAgentBrowserName" | "userAgentBrowserVersion" | "userAgentDeviceModel" | "userAgentDeviceVendor" | "userAgentEngineName" | "userAgentEngineVersion" | "userAgentOsName" | "userAgentOsVersion" | "ipAddressHash" | "userId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    countSessions: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["SessionFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `ses_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `ses_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `ses_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ApiKeyFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "hash" | "app" | "name" | "expiresAt" | "organizationId" | "createdBy";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countApiKeys: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["ApiKeyFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `key_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `key_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `key_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listOrganizations: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["OrganizationFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "name" | "website" | "timeZone";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationCreate"];
            };
        };
        responses: {
            /** @description The created record. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countOrganizations: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["OrganizationFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `org_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `org_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `org_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listUsage: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["UsageFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "metric" | "quantity" | "periodStart" | "periodEnd" | "inputTokens" | "outputTokens";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    countUsage: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["UsageFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `usg_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `usg_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    updateUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `usg_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["EventFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "type" | "recordObject" | "recordId" | "requestId" | "clientRequestId";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    countEvents: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["EventFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `evt_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `evt_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `evt_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["WebhookEndpointFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "url" | "description" | "status" | "disabledReason";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description The endpoint, with its `secret`. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Shown in this answer only. */
                        secret: string;
                    } & components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    countWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["WebhookEndpointFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `whe_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `whe_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record with `deletedAt` set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `whe_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `whe_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, with its new `secret`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Shown in this answer only. */
                        secret: string;
                    } & components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `whe_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, queued. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryId: string;
                        eventId: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listEventTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event types, each with what it means. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        type: string;
                        description: string;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["WebhookDeliveryFilter"];
                /** @description Return only these fields (repeat the parameter; dots name nested fields: `company.name`). */
                "select[]"?: components["parameters"]["select"];
                /** @description Records per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description The id of the last record of the current page (give one cursor at most). */
                startingAfter?: string;
                /** @description The id of the first record of the current page (give one cursor at most). */
                endingBefore?: string;
                /** @description The field to order by. */
                orderBy?: "id" | "sort" | "createdAt" | "updatedAt" | "deletedAt" | "endpointId" | "eventId" | "eventType" | "status" | "attempts" | "lastResponseStatus" | "lastResponseBody" | "lastError" | "lastAttemptAt" | "nextAttemptAt";
                /** @description The direction of `orderBy`. */
                sort?: components["parameters"]["sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, in the order asked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryFields"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    countWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Case-insensitive search over the family's text fields. */
                query?: components["parameters"]["query"];
                /** @description Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example `filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them. */
                filter?: components["schemas"]["WebhookDeliveryFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many records match. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `whd_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    deleteWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `whd_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    updateWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `whd_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            405: components["responses"]["Error405"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `whd_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    authorizeConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cnn_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's authorization URL. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        redirect: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    oauthCallback: {
        parameters: {
            query: {
                /** @description The authorization code. */
                code?: string;
                /** @description The state of the authorization URL, as the provider returns it. */
                state: string;
                /** @description What the provider says when nothing was granted. */
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page saying the mailbox is connected. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    verifyConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id: `cnn_` followed by a ULID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection, CONNECTED or ERROR with the reason. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    company: string;
                    website: string;
                    /** Format: email */
                    email: string;
                    rowId?: string | null;
                };
            };
        };
        responses: {
            /** @description The new user and organization, and the codeToken of the emailed code. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        organization: components["schemas"]["Organization"];
                        codeToken: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    loginWithEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password?: string | null;
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codeToken: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    loginWithCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codeToken: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        sessionId: string;
                        /** @description A JWT that lives 15 minutes. */
                        accessToken: string;
                        /** @description `ort_...`: rotates on every refresh. */
                        refreshToken: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    loginWithToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        sessionId: string;
                        /** @description A JWT that lives 15 minutes. */
                        accessToken: string;
                        /** @description `ort_...`: rotates on every refresh. */
                        refreshToken: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        sessionId: string;
                        /** @description A JWT that lives 15 minutes. */
                        accessToken: string;
                        /** @description `ort_...`: rotates on every refresh. */
                        refreshToken: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is revoked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON Web Key Set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: Record<string, never>[];
                    };
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    postWebhookRow: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description An id: `imp_` followed by a ULID. */
                importId: string;
                /** @description The secret of the webhook address, shown when the import was created or its address rotated. */
                secret: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contact: {
                        email?: null | string;
                        name?: string | null;
                        nickname?: string | null;
                        bio?: string | null;
                        avatar?: null | string;
                        website?: null | string;
                        domain?: null | string;
                        location?: string | null;
                        timeZone?: null | string;
                        facebook?: string | null;
                        github?: string | null;
                        instagram?: string | null;
                        linkedin?: string | null;
                        x?: string | null;
                        externalIdApollo?: string | null;
                        note?: string | null;
                    };
                    employment?: {
                        title?: string | null;
                        seniority?: null | ("JUNIOR" | "MID" | "SENIOR" | "EXECUTIVE");
                        history?: {
                            start: string;
                            end?: string | null;
                            organization: string;
                            title?: string | null;
                        }[] | null;
                    } | null;
                    company?: {
                        name?: string | null;
                        nickname?: string | null;
                        bio?: string | null;
                        avatar?: null | string;
                        website?: null | string;
                        domain?: null | string;
                        location?: string | null;
                        timeZone?: null | string;
                        facebook?: string | null;
                        github?: string | null;
                        instagram?: string | null;
                        linkedin?: string | null;
                        x?: string | null;
                        externalIdApollo?: string | null;
                        subtitle?: string | null;
                        revenue?: number | null;
                        employeeCount?: number | null;
                        funding?: number | null;
                        industries?: string[] | null;
                        languages?: string[] | null;
                        stack?: string[] | null;
                        tags?: string[] | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The row, QUEUED. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRow"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listLocalMailbox: {
        parameters: {
            query?: {
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The emails, newest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>[];
                };
            };
            400: components["responses"]["Error400"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getLocalMailServers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The host and port of each server. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        smtp: {
                            host: string;
                            port: number;
                        };
                        imap: {
                            host: string;
                            port: number;
                        };
                    };
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    postLocalInbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "message/rfc822": string;
            };
        };
        responses: {
            /** @description The recorded reply. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundEmail"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trackOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed token of the tracking address, as the message carries it. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A transparent 1x1 GIF. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trackClick: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed token of the tracking address, as the message carries it. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The target, for clients that accept only JSON. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirect: string;
                    };
                };
            };
            /** @description Redirects to the link. */
            302: {
                headers: {
                    Location: string;
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getUnsubscribePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed token of the tracking address, as the message carries it. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page whose form posts the one-click unsubscribe. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed token of the tracking address, as the message carries it. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @constant */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description The address is unsubscribed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        description: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
}
