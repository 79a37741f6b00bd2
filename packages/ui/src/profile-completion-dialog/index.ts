export {
  ProfileCompletionDialog,
  PROFILE_CHECKLIST,
  type ProfileCompletionDialogProps,
  type ProfileCompletionStatus,
} from './ProfileCompletionDialog';
