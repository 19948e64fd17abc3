# compare_common.gp - how each stage looks in the comparison figures (the
# same colour, dash and width in compare_energy.gp and
# compare_penetration.gp).  Loaded after the script has filled
#   nt        the number of traces
#   num[k]    the stage number of trace k (from its file name, stageNN)
# Each stage keeps its colour, dash and width in every comparison figure.
col(k)  = (num[k] == 5) ? '#d55e00' : (num[k] == 6) ? '#cc79a7' : (num[k] == 7) ? '#0072b2' : (num[k] == 8) ? '#009e73' : '#888888'
dash(k) = (num[k] == 5) ? 2 : (num[k] == 6) ? 5 : 1
wid(k)  = (num[k] == 8) ? 2.5 : 2
lab(k)  = sprintf('stage %02d', num[k])
desc(k) = (num[k] == 5) ? 'motion only, no response' : \
          (num[k] == 6) ? '+ positional correction' : \
          (num[k] == 7) ? '+ linear impulses' : \
          (num[k] == 8) ? '+ angular impulses' : ''
# "stages 05–08" (or whichever the traces are) for the figure titles.
stages_span = (nt == 1) ? sprintf('stage %02d', num[1]) : sprintf('stages %02d–%02d', num[1], num[nt])
